// The steps as an ordered list of links, the open one marked aria-current="step": a real navigation (?step=).
import { APPLICATION_STEPS, ONBOARDING_FORM_TEXTS as T, type ApplicationStepId } from "@bank/contracts";
import { useStepNavigation } from "./step-navigation.ts";
import { stepHref } from "./steps.ts";

export default function StepList({ current }: { current: ApplicationStepId }) {
  const go = useStepNavigation();
  return (
    <nav className="application-steps" aria-label={T.stepsLabel}>
      <ol>
        {APPLICATION_STEPS.map((step) => (
          <li key={step.id}>
            <a
              href={stepHref(step.id, window.location.search)}
              aria-current={step.id === current ? "step" : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                go(step.id);
              }}
            >
              {step.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
