// The application in four steps, the open one named in the address (?step=owners) so a reload or another device
// opens it again; Continue says what the step still lacks, the last step submits.
import { useEffect, useState } from "react";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STEPS,
  ONBOARDING_FORM_TEXTS as T,
  type Application,
  type ApplicationStepId,
} from "@bank/contracts";
import SaveStatus from "./SaveStatus.tsx";
import StepFrame from "./StepFrame.tsx";
import StepList from "./StepList.tsx";
import { StepNavigation } from "./step-navigation.ts";
import {
  STEP_IDS,
  errorsOfStep,
  nextStep,
  previousStep,
  stepHref,
  stepOfPath,
  stepOfSearch,
  withWhose,
} from "./steps.ts";
import type { StepProps } from "./step-props.ts";
import { useApplicationDraft } from "./use-application-draft.ts";
import { useLazyComponent } from "../hooks/use-lazy-component.ts";

interface Props {
  initial: Application;
  onSubmitted(application: Application): void;
  /** The service says the application can no longer be changed: read it again and show its state. */
  onNotEditable(): void;
  /** The service says the address must be verified first: the page says how. */
  onEmailNotVerified(): void;
}

/** Each step's code (and its words) is fetched when it first opens. */
const STEPS = {
  business: () => import("./BusinessStep.tsx"),
  owners: () => import("./PeopleStep.tsx"),
  documents: () => import("./DocumentsStep.tsx"),
  review: () => import("./ReviewStep.tsx"),
};

/** The step to open without one in the address: the first that lacks something, else the review. */
function resumeStep(missing: Record<string, string>): ApplicationStepId {
  const first = Object.keys(missing)[0];
  return first ? stepOfPath(first) : "review";
}

function focusById(id: string): void {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: "center" });
}

export default function ApplicationSteps({ initial, onSubmitted, onNotEditable, onEmailNotVerified }: Props) {
  const draft = useApplicationDraft(initial, { onNotEditable, onEmailNotVerified });
  const [step, setStep] = useState<ApplicationStepId>(
    () => stepOfSearch(window.location.search) ?? resumeStep(draft.missing),
  );
  const [focusField, setFocusField] = useState<string | null>(() => window.location.hash.slice(1) || null);

  // The address always names the open step, so a reload opens it again.
  useEffect(() => {
    if (stepOfSearch(window.location.search) === null) {
      window.history.replaceState(null, "", stepHref(step, window.location.search) + window.location.hash);
    }
    const followHistory = () => setStep(stepOfSearch(window.location.search) ?? "business");
    window.addEventListener("popstate", followHistory);
    return () => window.removeEventListener("popstate", followHistory);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the step opened first
  }, []);

  const shownStep = useLazyComponent<StepProps>(STEPS[step]);
  const ready = shownStep.phase === "ready";
  // A field to focus (a link to a missing one) is there once its step's code has arrived.
  useEffect(() => {
    if (focusField === null || !ready) return;
    requestAnimationFrame(() => focusById(focusField));
    setFocusField(null);
  }, [focusField, ready, step]);

  function go(target: ApplicationStepId, fieldId?: string) {
    window.history.pushState(null, "", stepHref(target, window.location.search) + (fieldId ? `#${fieldId}` : ""));
    if (fieldId) draft.showMissing(target);
    setStep(target);
    setFocusField(fieldId ?? null);
  }

  async function continueFrom(current: ApplicationStepId) {
    await draft.settled();
    const next = nextStep(current);
    if (errorsOfStep(draft.missing, current).length > 0) {
      draft.showMissing(current);
      setFocusField("application-missing-title");
    } else if (next) {
      go(next);
    }
  }

  const position = STEP_IDS.indexOf(step);
  const previous = previousStep(step);
  const shownMissing = draft.missingShownOn(step) ? withWhose(errorsOfStep(draft.missing, step), draft.people) : [];

  return (
    <StepNavigation.Provider value={go}>
      <div className="application">
        {initial.status === "needs_info" && initial.note && (
          <aside
            className="application-note application-note--banner callout callout--caution"
            aria-label={APPLICATION_STATUS_LABELS.needs_info}
          >
            <p className="application-note__lead">{T.reviewerNote}</p>
            <blockquote>
              <p>{initial.note}</p>
            </blockquote>
          </aside>
        )}
        <StepList current={step} />
        <div className="application-bar">
          <p className="application-bar__position">{T.stepOf(position + 1, STEP_IDS.length)}</p>
          <SaveStatus status={draft.saveStatus} refusedInputs={draft.hasRefusedInputs} />
        </div>
        <StepFrame
          heading={APPLICATION_STEPS[position]!.label}
          missing={step === "review" ? [] : shownMissing}
          onBack={step !== "review" && previous ? () => go(previous) : undefined}
          onContinue={step !== "review" ? () => void continueFrom(step) : undefined}
        >
          {shownStep.phase === "ready" && (
            <shownStep.Component
              draft={draft}
              onSubmitted={onSubmitted}
              onNotEditable={onNotEditable}
              onEmailNotVerified={onEmailNotVerified}
            />
          )}
          {shownStep.phase === "loading" && <p role="status">{T.loadingStep}</p>}
          {shownStep.phase === "failed" && <p role="alert">{T.loadStepFailed}</p>}
        </StepFrame>
      </div>
    </StepNavigation.Provider>
  );
}
