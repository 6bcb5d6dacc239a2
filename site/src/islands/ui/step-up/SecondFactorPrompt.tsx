// A second factor asked for in place, never the password: the authenticator's 6-digit code when the person has an
// app, "Use a passkey" when they have a passkey (one, the other, or both, as the service's secondFactors say). The
// staff console shows it instead of itself for a session signed in with the password alone (admin/StaffGate.tsx)
// and where a change needs a fresh proof (use-step-up.tsx beside this file). The passkey ceremony's code loads only when
// the button is used (lib/api/passkey-step-up.ts), and the note of an address that cannot use passkeys only there.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { SECOND_FACTOR_TEXTS as T, isCompleteTwoFactorCode, type FailureCopy } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import type { SecondFactor } from "../../../lib/api/request.ts";
import { reauthenticateWithCode } from "../../../lib/api/step-up.ts";
import { passkeysUnavailableReason, type PasskeysUnavailable } from "../../../lib/webauthn/availability.ts";
import { addToast } from "../../../stores/toasts.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import CodeField from "../forms/CodeField.tsx";

const loadUnavailableNote = () => import("../PasskeysUnavailableNote.tsx");

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.failedText };

interface Props {
  /** The second factors the person has, as the service named them. */
  factors: readonly SecondFactor[];
  /** The service's reason for asking, shown as the prompt's lead. */
  message: string;
  /** 1 where the prompt is all the page shows (the console's gate); 3 in a panel, as ReauthenticatePrompt. */
  headingLevel?: 1 | 3;
  onConfirmed(): void;
  /** Without it the prompt offers no Cancel: there is nothing to go back to. */
  onCancel?(): void;
}

export default function SecondFactorPrompt({ factors, message, headingLevel = 3, onConfirmed, onCancel }: Props) {
  // A refusal that names no factor (none is expected) still offers both ways rather than none.
  const offered = factors.length > 0 ? factors : ["code", "passkey"];
  const withCode = offered.includes("code");
  const withPasskey = offered.includes("passkey");
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [passkeyError, setPasskeyError] = useState<string>();
  const [pending, setPending] = useState<"code" | "passkey" | null>(null);
  // Known in the browser only; the prompt is never part of a pre-rendered page (it answers a refusal).
  const [unavailable] = useState<PasskeysUnavailable | null>(() =>
    typeof window === "undefined" ? null : passkeysUnavailableReason(window.location, window),
  );
  const note = useLazyComponent(withPasskey && unavailable ? loadUnavailableNote : null);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const passkeyErrorId = `${ids}-passkey-error`;
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Focus moves into the prompt: to the code field when there is one, else to the heading, so the reason is read
  // before the passkey button that follows it.
  useEffect(() => (withCode ? input.current : heading.current)?.focus(), []);

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!isCompleteTwoFactorCode(code)) {
      setCodeError(T.codeRequired);
      input.current?.focus();
      return;
    }
    setPending("code");
    setCodeError(undefined);
    setPasskeyError(undefined);
    try {
      await reauthenticateWithCode(code);
      onConfirmed();
    } catch (failure) {
      const text = failureText(FAILED, failure);
      setCode("");
      setCodeError(text);
      // The toast region announces the refusal; the field keeps it in view beside the code.
      addToast({ variant: "destructive", title: FAILED.title, description: text });
      input.current?.focus();
    } finally {
      setPending(null);
    }
  }

  async function usePasskey() {
    if (pending) return;
    setPending("passkey");
    setCodeError(undefined);
    setPasskeyError(undefined);
    let cancelled = (_: unknown) => false;
    try {
      const passkeyStepUp = await import("../../../lib/api/passkey-step-up.ts");
      cancelled = passkeyStepUp.wasCancelled;
      await passkeyStepUp.reauthenticateWithPasskey();
      onConfirmed();
    } catch (failure) {
      if (cancelled(failure)) {
        addToast({ title: T.passkeyCancelledTitle, description: T.passkeyCancelledText });
      } else {
        const text = failureText(FAILED, failure);
        setPasskeyError(text);
        addToast({ variant: "destructive", title: FAILED.title, description: text });
      }
    } finally {
      setPending(null);
    }
  }

  const Heading = headingLevel === 1 ? "h1" : "h3";
  const cancel = onCancel && (
    <button type="button" className="button button--secondary" disabled={pending !== null} onClick={onCancel}>
      {T.cancel}
    </button>
  );

  return (
    <section className="stack second-factor" aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {T.heading}
      </Heading>
      <p>{message}</p>
      {withCode && (
        <form className="stack" onSubmit={submitCode} aria-labelledby={headingId} noValidate>
          <CodeField
            ref={input}
            id={`${ids}-code`}
            name="secondFactorCode"
            label={T.codeLabel}
            code={code}
            onCode={setCode}
            error={codeError}
          />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={pending !== null}>
              {pending === "code" ? T.confirming : T.confirm}
            </button>
            {!withPasskey && cancel}
          </div>
        </form>
      )}
      {withPasskey && withCode && !unavailable && (
        <p className="second-factor__or" aria-hidden="true">
          {T.or}
        </p>
      )}
      {withPasskey && unavailable && note.phase === "ready" && (
        <note.Component
          unavailable={unavailable}
          unsupportedText={T.passkeyUnsupported}
          className="second-factor__note"
        />
      )}
      {withPasskey && (
        <div className="actions">
          {!unavailable && (
            <button
              type="button"
              className={withCode ? "button button--secondary" : "button button--primary"}
              disabled={pending !== null}
              aria-describedby={passkeyError ? passkeyErrorId : undefined}
              onClick={() => void usePasskey()}
            >
              {pending === "passkey" ? T.passkeyPending : T.usePasskey}
            </button>
          )}
          {cancel}
        </div>
      )}
      {passkeyError && (
        <p id={passkeyErrorId} className="field__error">
          {passkeyError}
        </p>
      )}
    </section>
  );
}
