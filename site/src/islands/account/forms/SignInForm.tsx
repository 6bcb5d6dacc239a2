// The sign-in screen: the flow from the opening flourish through the credentials and
// the two-factor code to success. Each step signs the user in through onSignedIn, so any further way in (another
// step after the code step's, a button beside the credentials) joins the flow the same way.
import { startTransition, useEffect, useState } from "react";
import {
  RECOVERY_CODE_STEP_TEXTS,
  REDIRECT_AFTER_SIGNIN_MS,
  SIGNIN_ANIMATION_MS,
  SIGNIN_TEXTS as T,
  TWO_FACTOR_REQUIRED,
  WELCOME_BACK,
  signInPayloadSchema,
  type User,
} from "@bank/contracts";
import { prefersReducedMotionNow } from "../../../lib/motion/reduced-motion.ts";
import { takeSignedUpAddress } from "../../../lib/signed-up-address.ts";
import { forgetUser, rememberUser } from "../../../stores/current-user.ts";
import { addToast, carryOpenToastsToNextPage } from "../../../stores/toasts.ts";
import Celebration from "./Celebration.tsx";
import CodeStep from "./signin/CodeStep.tsx";
import CredentialsStep, { NO_CREDENTIALS } from "./signin/CredentialsStep.tsx";
import RecoveryCodeStep from "./signin/RecoveryCodeStep.tsx";
import { KEPT_CREDENTIALS_TTL_MS, type KeptCredentials } from "./signin/sign-in-flow.ts";
import { useForm } from "../../ui/forms/use-form.ts";
import "../../ui/controls.css";
import "../../ui/forms/forms.css";

type Step = "celebrating" | "credentials" | "code" | "recovery-code";

export default function SignInForm() {
  const [step, setStep] = useState<Step>("celebrating");
  const credentials = useForm({ schema: signInPayloadSchema, initial: NO_CREDENTIALS });
  const [kept, setKept] = useState<KeptCredentials | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // The address of a sign-up this tab has just made, filled in, with word of where its verification link went.
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);

  // Opening the screen clears the stored user and resets the form, also when the back button restores it.
  useEffect(() => {
    forgetUser();
    // A page loaded again from history may have its fields refilled by the browser up to its load event, and
    // hydration leaves them so: once loaded, back to the built, empty fields (the form is inert until the flourish
    // ends, so nothing typed is lost), then the address of a sign-up just made, if any.
    const loaded = () => {
      credentials.formRef.current?.reset();
      const signedUpAddress = takeSignedUpAddress();
      if (!signedUpAddress) return;
      setSignedUpAs(signedUpAddress);
      credentials.change("email", signedUpAddress);
    };
    if (document.readyState === "complete") loaded();
    else window.addEventListener("load", loaded, { once: true });
    const reopen = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      forgetUser();
      credentials.reset();
      setSignedUpAs(null);
      setKept(null);
      setSucceeded(false);
      setStep("credentials");
    };
    window.addEventListener("pageshow", reopen);
    if (prefersReducedMotionNow()) {
      setStep("credentials");
      return () => {
        window.removeEventListener("load", loaded);
        window.removeEventListener("pageshow", reopen);
      };
    }
    // A transition: React renders the step in slices between frames, so showing it never blocks a keypress.
    const timer = setTimeout(
      () => startTransition(() => setStep((current) => (current === "celebrating" ? "credentials" : current))),
      SIGNIN_ANIMATION_MS,
    );
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", loaded);
      window.removeEventListener("pageshow", reopen);
    };
    // Once per page: credentials.reset stays the same function for the form's whole life.
  }, []);

  // The password kept for the code step does not outlive KEPT_CREDENTIALS_TTL_MS.
  useEffect(() => {
    if (!kept) return;
    const timer = setTimeout(() => setKept(null), KEPT_CREDENTIALS_TTL_MS);
    return () => clearTimeout(timer);
  }, [kept]);

  function signedIn(user: User) {
    setSucceeded(true);
    rememberUser(user);
    addToast({ title: WELCOME_BACK.title, description: WELCOME_BACK.text(user.email) });
    setTimeout(() => {
      carryOpenToastsToNextPage();
      window.location.assign("/dashboard");
    }, REDIRECT_AFTER_SIGNIN_MS);
  }

  function codeRequired(entered: KeptCredentials) {
    setKept(entered);
    setStep("code");
    addToast({ title: TWO_FACTOR_REQUIRED.title, description: TWO_FACTOR_REQUIRED.text });
  }

  function backToLogin() {
    setKept(null);
    setStep("credentials");
  }

  const celebrating = step === "celebrating";

  return (
    <div className="auth-card" data-step={step}>
      {celebrating && <Celebration />}
      {/* Outside the inert content, so the page keeps its heading for assistive technology during the flourish. */}
      <h1 id="signin-title" className="auth-card__title auth-card__title--spaced">
        {step === "code"
          ? T.twoFactorTitle
          : step === "recovery-code"
            ? RECOVERY_CODE_STEP_TEXTS.title
            : "Sign in to your account"}
      </h1>
      <div className="auth-card__content" inert={celebrating} aria-hidden={celebrating || undefined}>
        {/* Keyed so React never reuses a button across steps: "Back to Login" turning into a submit mid-click would submit. */}
        {step === "code" ? (
          <CodeStep
            key="code"
            kept={kept}
            busy={succeeded}
            onSignedIn={signedIn}
            onUseRecoveryCode={() => setStep("recovery-code")}
            onBack={backToLogin}
          />
        ) : step === "recovery-code" ? (
          <RecoveryCodeStep
            key="recovery-code"
            kept={kept}
            busy={succeeded}
            onSignedIn={signedIn}
            onUseAuthenticator={() => setStep("code")}
            onBack={backToLogin}
          />
        ) : (
          <CredentialsStep
            key="credentials"
            form={credentials}
            signedUpAs={signedUpAs}
            busy={succeeded}
            active={!celebrating}
            onSignedIn={signedIn}
            onCodeRequired={codeRequired}
          />
        )}
      </div>
    </div>
  );
}
