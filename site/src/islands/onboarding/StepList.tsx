// The steps as an ordered list of links, the open one marked aria-current="step": a real navigation (?step=).
import { APPLICATION_STEPS, ONBOARDING_FORM_TEXTS as T, type ApplicationStepId } from "@bank/contracts";
import { useStepNavigation } from "./step-navigation.ts";
import { stepHref } from "./steps.ts";
import { openInPlace } from "../hooks/in-page-link.ts";

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
              onClick={openInPlace(() => go(step.id))}
            >
              {step.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
