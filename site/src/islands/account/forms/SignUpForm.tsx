// The sign-up screen: the form, its field messages, then the success screen.
import { useEffect, useRef, useState } from "react";
import {
  ACCOUNT_CREATED,
  REDIRECT_AFTER_SIGNUP_MS,
  SIGNUP_FAILED,
  SIGNUP_TEXTS as T,
  signUpPayloadSchema,
} from "@bank/contracts";
import { trackConversion } from "../../../lib/analytics/gtag.ts";
import { signUp } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { keepSignedUpAddress } from "../../../lib/signed-up-address.ts";
import { addToast, carryOpenToastsToNextPage } from "../../../stores/toasts.ts";
import PasswordField from "../../ui/forms/PasswordField.tsx";
import TextField from "../../ui/forms/TextField.tsx";
import { useForm } from "../../ui/forms/use-form.ts";
import "../../ui/controls.css";
import "../../ui/forms/forms.css";

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  phoneNumber: "",
  agreeToTerms: false,
};

export default function SignUpForm() {
  const form = useForm({ schema: signUpPayloadSchema, initial: EMPTY });
  const { values, errors, change, field, pending } = form;
  const [created, setCreated] = useState(false);
  // Until React runs the form, typing would be lost and a submit would go to the server as a plain form post.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const submit = form.handleSubmit(async (checked, typed) => {
    try {
      // What the person typed goes as typed; the service reads it with the same schema.
      await signUp(typed);
      trackConversion("account_creation");
      setCreated(true);
      addToast({ title: ACCOUNT_CREATED.title, description: ACCOUNT_CREATED.text });
      requestAnimationFrame(() => successHeading.current?.focus());
      setTimeout(() => {
        carryOpenToastsToNextPage();
        keepSignedUpAddress(checked.email);
        window.location.assign("/signin");
      }, REDIRECT_AFTER_SIGNUP_MS);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) form.showErrors(error.fieldErrors);
      addToast({ variant: "destructive", title: SIGNUP_FAILED.title, description: failureText(SIGNUP_FAILED, error) });
    }
  });

  if (created) {
    return (
      <div className="auth-card success-panel" role="status">
        <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="#15803d" />
          <path
            d="m14 24 7 7 13-14"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 ref={successHeading} tabIndex={-1} className="auth-card__title">
          {T.success}
        </h1>
        <p className="auth-card__lead">{ACCOUNT_CREATED.text} Taking you to sign in…</p>
      </div>
    );
  }

  return (
    <div className="auth-card" data-ready={ready || undefined}>
      <form
        ref={form.formRef}
        method="post"
        className="auth-form"
        noValidate
        inert={!ready}
        onSubmit={submit}
        aria-labelledby="signup-title"
      >
        <h1 id="signup-title" className="auth-card__title">
          {T.title}
        </h1>
        <p className="auth-card__lead">Open a business account in about 5 minutes.</p>
        <div className="auth-form__grid">
          <TextField {...field("firstName")} label="First name" autoComplete="given-name" />
          <TextField {...field("lastName")} label="Last name" autoComplete="family-name" />
        </div>
        <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
        <PasswordField {...field("password")} label="Password" autoComplete="new-password" />
        <PasswordField {...field("confirmPassword")} label="Confirm password" autoComplete="new-password" />
        <TextField
          {...field("phoneNumber")}
          label="Phone number (US)"
          type="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
        />
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              name="agreeToTerms"
              checked={values.agreeToTerms}
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? "field-agreeToTerms-error" : undefined}
              onChange={(event) => change("agreeToTerms", event.target.checked)}
            />
            <span>
              I agree to the <a href="/terms">Terms of Service</a> and <a href="/privacy-policy">Privacy Policy</a>
            </span>
          </label>
          {errors.agreeToTerms && (
            <p id="field-agreeToTerms-error" className="field__error">
              {errors.agreeToTerms}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.pending : "Create Account"}
        </button>
        <p className="auth-form__switch">
          Already have an account? <a href="/signin">{T.signInLink}</a>
        </p>
      </form>
    </div>
  );
}
