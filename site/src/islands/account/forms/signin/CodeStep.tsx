// The sign-in screen's two-factor step: the 6-digit code sent with the credentials the first step kept.
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  RECOVERY_CODE_STEP_TEXTS,
  SIGNIN_TEXTS as T,
  TWO_FACTOR_FAILED,
  isCompleteTwoFactorCode,
  type User,
} from "@bank/contracts";
import { signIn } from "../../../../lib/api/auth.ts";
import { failureText } from "../../../../lib/api/failure-text.ts";
import { addToast } from "../../../../stores/toasts.ts";
import CodeField from "../../../ui/forms/CodeField.tsx";
import { codeStepPayload, type KeptCredentials } from "./sign-in-flow.ts";

interface Props {
  /** null once the kept credentials have expired: the step then says "Login data not found". */
  kept: KeptCredentials | null;
  busy: boolean;
  onSignedIn(user: User): void;
  /** "Use a recovery code": the authenticator is not at hand. */
  onUseRecoveryCode(): void;
  onBack(): void;
}

export default function CodeStep({ kept, busy, onSignedIn, onUseRecoveryCode, onBack }: Props) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const waiting = busy || pending;

  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (waiting || !isCompleteTwoFactorCode(code)) return;
    let payload;
    try {
      payload = codeStepPayload(kept, code);
    } catch (missing) {
      setError(missing instanceof Error ? missing.message : String(missing));
      return;
    }
    setError(null);
    setPending(true);
    try {
      const answer = await signIn(payload);
      if (answer.user) return onSignedIn(answer.user);
      // Asked for a code again although one was sent: nothing the person can act on but trying again.
      fail(TWO_FACTOR_FAILED.fallbackError);
    } catch (failure) {
      fail(failureText(TWO_FACTOR_FAILED, failure));
    } finally {
      setPending(false);
    }
  }

  function fail(description: string) {
    setCode("");
    input.current?.focus();
    addToast({ variant: "destructive", title: TWO_FACTOR_FAILED.title, description });
  }

  return (
    <form method="post" className="auth-form" noValidate onSubmit={submit} aria-labelledby="signin-title">
      <p className="auth-card__lead">Enter the 6-digit code from your authenticator app.</p>
      <CodeField
        ref={input}
        name="twoFactorCode"
        label={T.codeLabel}
        code={code}
        onCode={setCode}
        error={error ?? undefined}
      />
      <button type="submit" className="button button--primary" disabled={waiting || !isCompleteTwoFactorCode(code)}>
        {waiting ? T.pending : T.verify}
      </button>
      <button type="button" className="button button--secondary" disabled={waiting} onClick={onBack}>
        {T.backToLogin}
      </button>
      <button type="button" className="auth-form__other-step" disabled={waiting} onClick={onUseRecoveryCode}>
        {RECOVERY_CODE_STEP_TEXTS.useRecoveryCode}
      </button>
    </form>
  );
}
