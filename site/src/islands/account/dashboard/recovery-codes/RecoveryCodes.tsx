// Recovery codes while 2FA is on: a new set shown once, how many of the set are left (with a warning when few
// are), and a new set on request, confirmed first and behind step-up.
import { useEffect, useRef, useState } from "react";
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODES_LOW_AT,
  RECOVERY_CODES_SETTINGS_TEXTS as T,
  type FailureCopy,
} from "@bank/contracts";
import { countRecoveryCodes, regenerateRecoveryCodes } from "../../../../lib/api/auth.ts";
import { failureText } from "../../../../lib/api/failure-text.ts";
import { needsReauthentication } from "../../../../lib/api/request.ts";
import { addToast } from "../../../../stores/toasts.ts";
import ReauthenticatePrompt from "../../../ui/step-up/LazyReauthenticatePrompt.tsx";
import ShownCodes from "./ShownCodes.tsx";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

interface Props {
  email: string;
  /** The set that came with turning 2FA on, until the customer says it is saved. */
  fresh: readonly string[] | null;
  onFreshSaved(): void;
}

type Stage = "overview" | "confirming" | "step-up";

export default function RecoveryCodes({ email, fresh, onFreshSaved }: Props) {
  const [regenerated, setRegenerated] = useState<readonly string[] | null>(null);
  const [remaining, setRemaining] = useState<number | "failed" | null>(null);
  const [stage, setStage] = useState<Stage>("overview");
  const [stepUpMessage, setStepUpMessage] = useState("");
  const [pending, setPending] = useState(false);
  /** What gets focus once a panel closes and the overview is back. */
  const [focusAfter, setFocusAfter] = useState<"heading" | "generate" | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const shown = regenerated ?? fresh;

  // The count is read whenever the overview is what shows, so it follows every use and every new set.
  const counting = shown === null && stage === "overview";
  useEffect(() => {
    if (!counting) return;
    let current = true;
    countRecoveryCodes().then(
      (left) => current && setRemaining(left),
      () => current && setRemaining("failed"),
    );
    return () => {
      current = false;
    };
  }, [counting]);

  useEffect(() => {
    if (stage === "confirming") confirmHeading.current?.focus();
  }, [stage]);

  useEffect(() => {
    if (!focusAfter || shown || stage !== "overview") return;
    (focusAfter === "heading" ? heading : generateButton).current?.focus();
    setFocusAfter(null);
  }, [focusAfter, shown, stage]);

  async function generate() {
    setPending(true);
    try {
      const codes = await regenerateRecoveryCodes();
      setRemaining(null);
      setRegenerated(codes);
      setStage("overview");
      addToast({ title: T.generatedTitle, description: T.generatedText });
    } catch (error) {
      if (needsReauthentication(error)) {
        setStepUpMessage(error.serverMessage ?? "");
        setStage("step-up");
        return;
      }
      addToast({ variant: "destructive", title: FAILED.title, description: failureText(FAILED, error) });
    } finally {
      setPending(false);
    }
  }

  function saved() {
    setRegenerated(null);
    onFreshSaved();
    setFocusAfter("heading");
  }

  function backToOverview() {
    setStage("overview");
    setFocusAfter("generate");
  }

  let body;
  if (shown) {
    body = <ShownCodes codes={shown} email={email} onDone={saved} />;
  } else if (stage === "step-up") {
    body = (
      <ReauthenticatePrompt message={stepUpMessage} onConfirmed={() => void generate()} onCancel={backToOverview} />
    );
  } else if (stage === "confirming") {
    body = (
      <div className="stack" role="group" aria-labelledby="recovery-codes-confirm-heading">
        <h4 id="recovery-codes-confirm-heading" ref={confirmHeading} tabIndex={-1}>
          {T.confirmHeading}
        </h4>
        <p>{T.confirmText}</p>
        <div className="actions">
          <button type="button" className="button button--primary" disabled={pending} onClick={() => void generate()}>
            {pending ? T.generating : T.confirmGenerate}
          </button>
          <button type="button" className="button button--secondary" disabled={pending} onClick={backToOverview}>
            {T.cancel}
          </button>
        </div>
      </div>
    );
  } else {
    const low = typeof remaining === "number" && remaining <= RECOVERY_CODES_LOW_AT;
    body = (
      <>
        <p data-testid="recovery-codes-remaining">
          {remaining === null
            ? T.loadingRemaining
            : remaining === "failed"
              ? T.countFailed
              : T.remaining(remaining, RECOVERY_CODE_COUNT)}
        </p>
        {/* A live region from the start, so the warning is announced when the count brings it. */}
        <div role="status">
          {low && (
            <p className="callout callout--caution">
              <strong>{T.lowWarningLabel}</strong> {T.lowWarning(remaining)}
            </p>
          )}
        </div>
        <div>
          <button
            type="button"
            className="button button--secondary"
            ref={generateButton}
            onClick={() => setStage("confirming")}
          >
            {T.generate}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="recovery-codes stack" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" ref={heading} tabIndex={-1}>
        {T.heading}
      </h3>
      {body}
    </section>
  );
}
