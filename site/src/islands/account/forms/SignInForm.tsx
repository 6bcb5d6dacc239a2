// The sign-in screen (SPEC.md sections 2 and 4): animation, credentials, the two-factor code step, success.
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  REDIRECT_AFTER_SIGNIN_MS,
  SIGNIN_ANIMATION_MS,
  SIGNIN_FAILED,
  SIGNIN_TEXTS as T,
  TWO_FACTOR_FAILED,
  TWO_FACTOR_REQUIRED,
  WELCOME_BACK,
  isCompleteTwoFactorCode,
  sanitizeTwoFactorInput,
  signInPayloadSchema,
  type User,
} from "@bank/contracts";
import { signIn } from "../../../lib/api/auth.ts";
import { forgetUser, rememberUser } from "../../../stores/current-user.ts";
import { addToast, carryOpenToastsToNextPage } from "../../../stores/toasts.ts";
import Celebration from "./Celebration.tsx";
import { failureText } from "../../../lib/api/failure-text.ts";
import PasswordField from "./PasswordField.tsx";
import { codeStepPayload, KEPT_CREDENTIALS_TTL_MS, type KeptCredentials } from "./sign-in-flow.ts";
import TextField from "./TextField.tsx";
import { checkForm, validate, type FieldErrors } from "./validate.ts";
import "../controls.css";
import "./forms.css";

type Step = "celebrating" | "credentials" | "code";

const EMPTY = { email: "", password: "", rememberMe: false };

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export default function SignInForm() {
  const [step, setStep] = useState<Step>("celebrating");
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [code, setCode] = useState("");
  const [kept, setKept] = useState<KeptCredentials | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // Opening the screen clears the stored user and resets the form, also when the back button restores it.
  useEffect(() => {
    const open = () => {
      forgetUser();
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
      setCode("");
      setKept(null);
      setCodeError(null);
      setPending(false);
      setSucceeded(false);
    };
    open();
    const reopen = (event: PageTransitionEvent) => {
      if (event.persisted) {
        open();
        setStep("credentials");
      }
    };
    window.addEventListener("pageshow", reopen);
    if (prefersReducedMotion()) {
      setStep("credentials");
      return () => window.removeEventListener("pageshow", reopen);
    }
    const timer = setTimeout(
      () => setStep((current) => (current === "celebrating" ? "credentials" : current)),
      SIGNIN_ANIMATION_MS,
    );
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pageshow", reopen);
    };
  }, []);

  // The password kept for the code step does not outlive KEPT_CREDENTIALS_TTL_MS.
  useEffect(() => {
    if (!kept) return;
    const timer = setTimeout(() => setKept(null), KEPT_CREDENTIALS_TTL_MS);
    return () => clearTimeout(timer);
  }, [kept]);

  useEffect(() => {
    if (step === "code") codeInput.current?.focus();
  }, [step]);

  const busy = pending || succeeded;

  function change(field: keyof typeof EMPTY, value: string | boolean) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      const result = validate(signInPayloadSchema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function succeed(user: User) {
    setSucceeded(true);
    rememberUser(user);
    addToast({ title: WELCOME_BACK.title, description: WELCOME_BACK.text(user.email) });
    setTimeout(() => {
      carryOpenToastsToNextPage();
      window.location.assign("/dashboard");
    }, REDIRECT_AFTER_SIGNIN_MS);
  }

  async function submitCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const checked = checkForm(signInPayloadSchema, values, form.current, setErrors);
    if (!checked) return;
    setPending(true);
    try {
      const credentials = { email: checked.email, password: checked.password, rememberMe: values.rememberMe };
      const answer = await signIn(credentials);
      if (answer.requires2FA) {
        setKept(credentials);
        setCode("");
        setCodeError(null);
        setStep("code");
        addToast({ title: TWO_FACTOR_REQUIRED.title, description: TWO_FACTOR_REQUIRED.text });
      } else if (answer.user) {
        succeed(answer.user);
      }
    } catch (error) {
      addToast({ variant: "destructive", title: SIGNIN_FAILED.title, description: failureText(SIGNIN_FAILED, error) });
    } finally {
      setPending(false);
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !isCompleteTwoFactorCode(code)) return;
    let payload;
    try {
      payload = codeStepPayload(kept, code);
    } catch (error) {
      setCodeError(error instanceof Error ? error.message : String(error));
      return;
    }
    setCodeError(null);
    setPending(true);
    try {
      const answer = await signIn(payload);
      if (answer.user && !answer.requires2FA) {
        succeed(answer.user);
      } else {
        throw new Error(TWO_FACTOR_FAILED.fallbackError);
      }
    } catch (error) {
      setCode("");
      codeInput.current?.focus();
      addToast({
        variant: "destructive",
        title: TWO_FACTOR_FAILED.title,
        description: failureText(TWO_FACTOR_FAILED, error),
      });
    } finally {
      setPending(false);
    }
  }

  function backToLogin() {
    setCode("");
    setKept(null);
    setCodeError(null);
    setStep("credentials");
  }

  const celebrating = step === "celebrating";

  return (
    <div className="auth-card" data-step={step}>
      {celebrating && <Celebration />}
      {/* Outside the inert content, so the page keeps its heading for assistive technology during the flourish. */}
      <h1 id="signin-title" className="auth-card__title auth-card__title--spaced">
        {step === "code" ? T.twoFactorTitle : "Sign in to your account"}
      </h1>
      <div className="auth-card__content" inert={celebrating} aria-hidden={celebrating || undefined}>
        {/* Keyed so React never reuses a button across steps: "Back to Login" turning into a submit mid-click would submit. */}
        {step === "code" ? (
          <form
            key="code"
            method="post"
            className="auth-form"
            noValidate
            onSubmit={submitCode}
            aria-labelledby="signin-title"
          >
            <p className="auth-card__lead">Enter the 6-digit code from your authenticator app.</p>
            <TextField
              ref={codeInput}
              name="twoFactorCode"
              label={T.codeLabel}
              value={code}
              onChange={(event) => setCode(sanitizeTwoFactorInput(event.target.value))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              error={codeError ?? undefined}
            />
            <button type="submit" className="button button--primary" disabled={busy || !isCompleteTwoFactorCode(code)}>
              {busy ? T.pending : T.verify}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={backToLogin}>
              {T.backToLogin}
            </button>
          </form>
        ) : (
          <form
            key="credentials"
            ref={form}
            method="post"
            className="auth-form"
            noValidate
            onSubmit={submitCredentials}
            aria-labelledby="signin-title"
          >
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              value={values.email}
              onChange={(event) => change("email", event.target.value)}
              error={errors.email}
            />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change("password", event.target.value)}
              error={errors.password}
            />
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
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? T.pending : T.submit}
            </button>
            <p className="auth-form__switch">
              Don't have an account? <a href="/signup">{T.signUpLink}</a>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
