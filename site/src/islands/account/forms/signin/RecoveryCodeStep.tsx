// The sign-in screen's recovery-code step: one of the saved single-use codes, sent with the kept credentials in
// place of the authenticator's code, for someone who has lost their authenticator app.
import { useEffect, useRef } from "react";
import {
  RECOVERY_CODE_FAILED,
  RECOVERY_CODE_STEP_TEXTS as T,
  SIGNIN_TEXTS,
  recoveryCodeStepSchema,
  type User,
} from "@bank/contracts";
import { signIn } from "../../../../lib/api/auth.ts";
import { failureText } from "../../../../lib/api/failure-text.ts";
import { addToast } from "../../../../stores/toasts.ts";
import TextField from "../../../ui/forms/TextField.tsx";
import { useForm } from "../../../ui/forms/use-form.ts";
import { recoveryCodeStepPayload, type KeptCredentials } from "./sign-in-flow.ts";

interface Props {
  /** null once the kept credentials have expired: the step then says "Login data not found". */
  kept: KeptCredentials | null;
  busy: boolean;
  onSignedIn(user: User): void;
  onUseAuthenticator(): void;
  onBack(): void;
}

export default function RecoveryCodeStep({ kept, busy, onSignedIn, onUseAuthenticator, onBack }: Props) {
  const form = useForm({ schema: recoveryCodeStepSchema, initial: { recoveryCode: "" } });
  const input = useRef<HTMLInputElement>(null);
  const waiting = busy || form.pending;

  useEffect(() => input.current?.focus(), []);

  /** The field cleared and focused, the reason beside it and in the toast region. */
  function refuse(text: string, toast: boolean) {
    form.change("recoveryCode", "");
    form.showErrors({ recoveryCode: text });
    if (toast) addToast({ variant: "destructive", title: RECOVERY_CODE_FAILED.title, description: text });
  }

  const submit = form.handleSubmit(async ({ recoveryCode }) => {
    if (busy) return;
    let payload;
    try {
      payload = recoveryCodeStepPayload(kept, recoveryCode);
    } catch (missing) {
      return refuse(missing instanceof Error ? missing.message : String(missing), false);
    }
    try {
      const answer = await signIn(payload);
      if (answer.user) return onSignedIn(answer.user);
      refuse(RECOVERY_CODE_FAILED.fallbackText, true);
    } catch (failure) {
      refuse(failureText(RECOVERY_CODE_FAILED, failure), true);
    }
  });

  return (
    <form
      ref={form.formRef}
      method="post"
      className="auth-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="signin-title"
    >
      <p className="auth-card__lead">{T.lead}</p>
      <TextField
        ref={input}
        {...form.field("recoveryCode")}
        label={T.label}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button type="submit" className="button button--primary" disabled={waiting}>
        {waiting ? SIGNIN_TEXTS.pending : SIGNIN_TEXTS.verify}
      </button>
      <button type="button" className="button button--secondary" disabled={waiting} onClick={onBack}>
        {SIGNIN_TEXTS.backToLogin}
      </button>
      <button type="button" className="auth-form__other-step" disabled={waiting} onClick={onUseAuthenticator}>
        {T.useAuthenticator}
      </button>
    </form>
  );
}
