// /forgot-password: asks for the email to mail a reset link to; opened from that link, sets the new password.
import { useEffect, useRef, useState } from "react";
import { RECOVERY_TEXTS as T, passwordResetConfirmSchema, passwordResetRequestSchema } from "@bank/contracts";
import { confirmPasswordReset, requestPasswordReset } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { takeTokenFromUrl } from "../../../lib/url-token.ts";
import { addToast } from "../../../stores/toasts.ts";
import PasswordField from "../../ui/forms/PasswordField.tsx";
import { RECOVERY_FAILED } from "./recovery-failure.ts";
import TextField from "../../ui/forms/TextField.tsx";
import { useForm } from "../../ui/forms/use-form.ts";
import "../../ui/controls.css";
import "../../ui/forms/forms.css";

/** After a new password is saved, the user goes on to sign in with it. */
const REDIRECT_AFTER_RESET_MS = 2_000;

/** A card whose heading takes focus when it appears, so a screen reader announces the new step. */
function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="auth-card success-panel" role="status">
      <h1 ref={heading} tabIndex={-1} className="auth-card__title">
        {title}
      </h1>
      {children}
    </div>
  );
}

function RequestLinkForm() {
  const form = useForm({ schema: passwordResetRequestSchema, initial: { email: "" } });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async (checked) => {
    try {
      setSentMessage((await requestPasswordReset(checked.email)).message);
    } catch (error) {
      addToast({
        variant: "destructive",
        title: T.requestFailedTitle,
        description: failureText(RECOVERY_FAILED, error),
      });
    }
  });

  if (sentMessage !== null) {
    return (
      <Outcome title={T.linkSentTitle}>
        <p className="auth-card__lead">{sentMessage}</p>
        <p className="auth-form__switch">
          <a href="/signin">{T.backToSignIn}</a>
        </p>
      </Outcome>
    );
  }

  return (
    <div className="auth-card">
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="auth-card__title">
          {T.forgotTitle}
        </h1>
        <p className="auth-card__lead">{T.forgotLead}</p>
        <TextField {...form.field("email")} label="Email" type="email" autoComplete="email" />
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? T.sendingLink : T.sendLink}
        </button>
        <p className="auth-form__switch">
          <a href="/signin">{T.backToSignIn}</a>
        </p>
      </form>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const form = useForm({
    schema: passwordResetConfirmSchema,
    initial: { password: "", confirmPassword: "" },
    checked: (values) => ({ token, ...values }),
  });
  const { errors, field, pending } = form;
  const [done, setDone] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState<string | null>(null);

  const submit = form.handleSubmit(async (_checked, typed) => {
    try {
      setDone((await confirmPasswordReset({ token, ...typed })).message);
      setTimeout(() => window.location.assign("/signin"), REDIRECT_AFTER_RESET_MS);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.showErrors(error.fieldErrors);
      } else if (error instanceof ApiError && error.status === 400) {
        setLinkInvalid(failureText(RECOVERY_FAILED, error));
      } else {
        addToast({
          variant: "destructive",
          title: T.resetFailedTitle,
          description: failureText(RECOVERY_FAILED, error),
        });
      }
    }
  });

  if (done !== null) {
    return (
      <Outcome title={T.passwordChangedTitle}>
        <p className="auth-card__lead">{done}</p>
        <p className="auth-form__switch">
          <a href="/signin">{T.backToSignIn}</a>
        </p>
      </Outcome>
    );
  }
  if (linkInvalid !== null) {
    return (
      <Outcome title={T.resetFailedTitle}>
        <p className="auth-card__lead">{linkInvalid}</p>
        <p className="auth-form__switch">
          <a href="/forgot-password">{T.requestAnotherLink}</a>
        </p>
      </Outcome>
    );
  }

  return (
    <div className="auth-card">
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="new-password-title">
        <h1 id="new-password-title" className="auth-card__title">
          {T.newPasswordTitle}
        </h1>
        <p className="auth-card__lead">{T.newPasswordLead}</p>
        <PasswordField {...field("password")} label={T.newPassword} autoComplete="new-password" />
        <PasswordField {...field("confirmPassword")} label={T.confirmNewPassword} autoComplete="new-password" />
        {errors.token && <p className="field__error">{errors.token}</p>}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.savingPassword : T.savePassword}
        </button>
      </form>
    </div>
  );
}

export default function ForgotPasswordForm() {
  // undefined until the page's address has been read in the browser; null when it carries no token.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(takeTokenFromUrl()), []);
  if (token === undefined) {
    return (
      <div className="auth-card" aria-busy="true">
        <h1 className="auth-card__title">{T.forgotTitle}</h1>
      </div>
    );
  }
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}
