// The sign-in screen's first step: email, password and Remember me; it ends signed in or asking for the code.
import { SIGNIN_FAILED, SIGNIN_TEXTS as T, type signInPayloadSchema, type User } from "@bank/contracts";
import FormAlert from "../../../ui/forms/FormAlert.tsx";
import PasswordField from "../../../ui/forms/PasswordField.tsx";
import TextField from "../../../ui/forms/TextField.tsx";
import type { UseForm } from "../../../ui/forms/use-form.ts";
import PasskeyButton from "./PasskeyButton.tsx";
import { loadSignInRequests, type KeptCredentials } from "./sign-in-flow.ts";

export const NO_CREDENTIALS: KeptCredentials = { email: "", password: "", rememberMe: false };

interface Props {
  /** The flow keeps the form, so "Back to Login" finds what was typed. */
  form: UseForm<KeptCredentials, typeof signInPayloadSchema>;
  /** Signed in already: nothing more to send while the page moves on. */
  busy: boolean;
  /** On screen, past the opening flourish: the passkey autofill is offered from then on. */
  active: boolean;
  /** The address this tab has just signed up with, if the screen opened straight after a sign-up. */
  signedUpAs: string | null;
  onSignedIn(user: User): void;
  onCodeRequired(credentials: KeptCredentials): void;
}

export default function CredentialsStep({ form, busy, active, signedUpAs, onSignedIn, onCodeRequired }: Props) {
  const { values, change, field } = form;
  const waiting = busy || form.pending;

  const submit = form.handleSubmit(async (checked) => {
    if (busy) return;
    const credentials = { email: checked.email, password: checked.password, rememberMe: values.rememberMe };
    // Fetched with the check that just passed.
    const { signIn, addToast, failureText } = await loadSignInRequests();
    try {
      const answer = await signIn(credentials);
      if (answer.requires2FA) onCodeRequired(credentials);
      else onSignedIn(answer.user);
    } catch (error) {
      addToast({ variant: "destructive", title: SIGNIN_FAILED.title, description: failureText(SIGNIN_FAILED, error) });
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
      {signedUpAs && (
        <p className="auth-form__note" data-signed-up-notice>
          {T.signedUpNotice(signedUpAs)}
        </p>
      )}
      <TextField
        {...field("email")}
        label="Email"
        type="email"
        // "webauthn" lets the browser offer this site's passkeys among the field's suggestions (PasskeyButton).
        autoComplete="username webauthn"
      />
      <PasswordField {...field("password")} label="Password" autoComplete="current-password" />
      <div className="auth-form__row">
        <label className="checkbox">
          <input
            type="checkbox"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => change("rememberMe", event.target.checked)}
          />
          {T.rememberMe}
        </label>
        <a href="/forgot-password">{T.forgotPassword}</a>
      </div>
      {/* The form's check could not be fetched: no answer, as when the sign-in itself gets none. */}
      <FormAlert message={form.unreachable ? SIGNIN_FAILED.fallbackError : null} />
      <button type="submit" className="button button--primary" disabled={waiting}>
        {waiting ? T.pending : T.submit}
      </button>
      <PasskeyButton rememberMe={values.rememberMe} busy={waiting} active={active} onSignedIn={onSignedIn} />
      <p className="auth-form__switch">
        Don't have an account? <a href="/signup">{T.signUpLink}</a>
      </p>
    </form>
  );
}
