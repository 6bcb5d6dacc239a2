// The application in four steps, the open one named in the address (?step=owners) so a reload or another device
// opens it again; Continue says what the step still lacks, the last step submits.
import { useEffect, useState } from "react";
import {
  APPLICATION_STEPS,
  ONBOARDING_FORM_TEXTS as T,
  ONBOARDING_MESSAGES as M,
  type Application,
  type ApplicationStepId,
} from "@bank/contracts";
import { trackConversion } from "../../lib/analytics/gtag.ts";
import { submitApplication } from "../../lib/api/onboarding.ts";
import { ApiError } from "../../lib/api/request.ts";
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
import type { SubmitState } from "./step-props.ts";
import { useApplicationDraft } from "./use-application-draft.ts";
import { useStepComponent } from "./use-step-component.ts";

interface Props {
  initial: Application;
  onSubmitted(application: Application): void;
  /** The service says the application can no longer be changed: read it again and show its state. */
  onNotEditable(): void;
}

const INTRO: Record<ApplicationStepId, string> = {
  business: T.business.intro,
  owners: T.people.intro,
  documents: T.documents.intro,
  review: T.review.intro,
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

export default function ApplicationSteps({ initial, onSubmitted, onNotEditable }: Props) {
  const draft = useApplicationDraft(initial, { onNotEditable });
  const [step, setStep] = useState<ApplicationStepId>(
    () => stepOfSearch(window.location.search) ?? resumeStep(draft.missing),
  );
  const [focusField, setFocusField] = useState<string | null>(() => window.location.hash.slice(1) || null);
  const [submit, setSubmit] = useState<SubmitState>({ pending: false, failure: null });

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

  const shownStep = useStepComponent(step);
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

  async function send() {
    await draft.settled();
    if (Object.keys(draft.missing).length > 0) {
      draft.showMissing(...STEP_IDS);
      setFocusField("application-missing-title");
      return;
    }
    setSubmit({ pending: true, failure: null });
    try {
      const application = await submitApplication();
      trackConversion("kyc_completion");
      onSubmitted(application);
    } catch (error) {
      const refused = error instanceof ApiError && error.kind === "refused" ? error : null;
      const message = refused?.serverMessage;
      if (refused?.status === 403) {
        setSubmit({ pending: false, failure: { message: message ?? M.emailNotVerified, verifyEmail: true } });
      } else if (refused?.status === 409) {
        setSubmit({ pending: false, failure: { message: message ?? M.applicationNotSubmittable, verifyEmail: false } });
        onNotEditable();
      } else if (refused?.status === 400) {
        draft.showServerErrors(refused.fieldErrors);
        draft.showMissing(...STEP_IDS);
        setSubmit({ pending: false, failure: { message: message ?? M.applicationIncomplete, verifyEmail: false } });
      } else {
        setSubmit({ pending: false, failure: { message: T.review.submitFailed, verifyEmail: false } });
      }
    }
  }

  const position = STEP_IDS.indexOf(step);
  const previous = previousStep(step);
  const shownMissing = draft.missingShownOn(step) ? withWhose(errorsOfStep(draft.missing, step), draft.people) : [];

  return (
    <StepNavigation.Provider value={go}>
      <div className="application">
        {initial.status === "needs_info" && initial.note && (
          <aside className="application-note application-note--banner" aria-label={T.status.needsInfoTitle}>
            <p className="application-note__lead">{T.status.needsInfoLead}</p>
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
          intro={INTRO[step]}
          missing={step === "review" ? [] : shownMissing}
          onBack={step !== "review" && previous ? () => go(previous) : undefined}
          onContinue={step !== "review" ? () => void continueFrom(step) : undefined}
        >
          {shownStep.phase === "ready" && <shownStep.Step draft={draft} submit={submit} onSubmit={() => void send()} />}
          {shownStep.phase === "loading" && <p role="status">{T.loadingStep}</p>}
          {shownStep.phase === "failed" && <p role="alert">{T.loadStepFailed}</p>}
        </StepFrame>
      </div>
    </StepNavigation.Provider>
  );
}
