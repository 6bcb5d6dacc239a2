// The sign-in screen: the flow from the opening flourish through the credentials and
// the two-factor code to success. Each step signs the user in through onSignedIn, so any further way in (another
// step after the code step's, a button beside the credentials) joins the flow the same way.
// The screen draws and hydrates with its own code and Preact only: the checks, requests and toasts arrive when the
// form is first used (loadSignInRequests), and so do the code steps.
import { startTransition, useEffect, useState } from "react";
import {
  RECOVERY_CODE_STEP_TEXTS,
  REDIRECT_AFTER_SIGNIN_MS,
  SIGNIN_ANIMATION_MS,
  SIGNIN_FAILED,
  TWO_FACTOR_REQUIRED,
  WELCOME_BACK,
  SIGNIN_TEXTS as T,
  type User,
} from "@bank/contracts";
import { prefersReducedMotionNow } from "../../../lib/motion/reduced-motion.ts";
import { takeSignedUpAddress } from "../../../lib/signed-up-address.ts";
import { forgetUser, rememberUser } from "../../../stores/current-user.ts";
import { useLazyComponent, type LazyComponent } from "../../hooks/use-lazy-component.ts";
import FormAlert from "../../ui/forms/FormAlert.tsx";
import Celebration from "./Celebration.tsx";
import CredentialsStep, { NO_CREDENTIALS } from "./signin/CredentialsStep.tsx";
import { KEPT_CREDENTIALS_TTL_MS, loadSignInRequests, type KeptCredentials } from "./signin/sign-in-flow.ts";
import { useForm } from "../../ui/forms/use-form.ts";
import "../../ui/controls.css";
import "../../ui/forms/forms.css";

type Step = "celebrating" | "credentials" | "code" | "recovery-code";

// The steps after the credentials: fetched with the credentials' check (below), so an answer asking for the code
// finds its step there; shown through useLazyComponent, which needs no timer (the tests freeze the clock).
const loadCodeStep = () => import("./signin/CodeStep.tsx");
const loadRecoveryCodeStep = () => import("./signin/RecoveryCodeStep.tsx");

async function credentialsSchema() {
  // A step that fails to arrive now is fetched again when shown.
  void Promise.all([loadCodeStep(), loadRecoveryCodeStep()]).catch(() => undefined);
  return (await loadSignInRequests()).credentialsSchema;
}

/**
 * A step after the credentials once its code is there; nothing for the moment it takes to arrive, and if it could not
 * be fetched (offline), the screen's words for no answer and the way back.
 */
function LaterStep<P extends { onBack(): void }>({ step, props }: { step: LazyComponent<P>; props: P }) {
  if (step.phase === "ready") return <step.Component {...props} />;
  if (step.phase === "loading") return null;
  return (
    <div className="auth-form">
      <FormAlert message={SIGNIN_FAILED.fallbackError} />
      <button type="button" className="button button--secondary" onClick={props.onBack}>
        {T.backToLogin}
      </button>
    </div>
  );
}

export default function SignInForm() {
  const [step, setStep] = useState<Step>("celebrating");
  const codeStep = useLazyComponent(step === "code" ? loadCodeStep : null);
  const recoveryCodeStep = useLazyComponent(step === "recovery-code" ? loadRecoveryCodeStep : null);
  const credentials = useForm({ schema: credentialsSchema, initial: NO_CREDENTIALS });
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

  // Both come after an answer to a request, so the requests' module (with the toasts) is there already.
  async function signedIn(user: User) {
    setSucceeded(true);
    rememberUser(user);
    const { addToast, carryOpenToastsToNextPage } = await loadSignInRequests();
    addToast({ title: WELCOME_BACK.title, description: WELCOME_BACK.text(user.email) });
    setTimeout(() => {
      carryOpenToastsToNextPage();
      window.location.assign("/dashboard");
    }, REDIRECT_AFTER_SIGNIN_MS);
  }

  async function codeRequired(entered: KeptCredentials) {
    setKept(entered);
    setStep("code");
    const { addToast } = await loadSignInRequests();
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
          <LaterStep
            key="code"
            step={codeStep}
            props={{
              kept,
              busy: succeeded,
              onSignedIn: signedIn,
              onUseRecoveryCode: () => setStep("recovery-code"),
              onBack: backToLogin,
            }}
          />
        ) : step === "recovery-code" ? (
          <LaterStep
            key="recovery-code"
            step={recoveryCodeStep}
            props={{
              kept,
              busy: succeeded,
              onSignedIn: signedIn,
              onUseAuthenticator: () => setStep("code"),
              onBack: backToLogin,
            }}
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
