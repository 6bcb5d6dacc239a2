// The sign-in screen's steps (SPEC.md sections 2 and 4): the credentials, the two-factor code and a recovery code,
// with the form state they share and what happens once one signs the user in. Each step signs in through
// onSignedIn, so any further way in joins the flow the same way. Its code (zod and the contracts schemas with it)
// is fetched apart from the screen's own: SignInForm.tsx hydrates it on arrival, in a task of its own.
import { useEffect, useState } from "react";
import {
  REDIRECT_AFTER_SIGNIN_MS,
  TWO_FACTOR_REQUIRED,
  WELCOME_BACK,
  signInPayloadSchema,
  type User,
} from "@bank/contracts";
import { forgetUser, rememberUser } from "../../../../stores/current-user.ts";
import { addToast, carryOpenToastsToNextPage } from "../../../../stores/toasts.ts";
import { useForm } from "../use-form.ts";
import CodeStep from "./CodeStep.tsx";
import CredentialsStep, { NO_CREDENTIALS } from "./CredentialsStep.tsx";
import RecoveryCodeStep from "./RecoveryCodeStep.tsx";
import { KEPT_CREDENTIALS_TTL_MS, type KeptCredentials, type Step } from "./sign-in-flow.ts";

interface Props {
  step: Step;
  onStep(step: Step): void;
}

export default function SignInSteps({ step, onStep }: Props) {
  const credentials = useForm({ schema: signInPayloadSchema, initial: NO_CREDENTIALS });
  const [kept, setKept] = useState<KeptCredentials | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const celebrating = step === "celebrating";

  // A page the back button restores starts over: no user remembered, an empty form.
  useEffect(() => {
    const reopen = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      forgetUser();
      credentials.reset();
      setKept(null);
      setSucceeded(false);
    };
    window.addEventListener("pageshow", reopen);
    return () => window.removeEventListener("pageshow", reopen);
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
    onStep("code");
    addToast({ title: TWO_FACTOR_REQUIRED.title, description: TWO_FACTOR_REQUIRED.text });
  }

  function backToLogin() {
    setKept(null);
    onStep("credentials");
  }

  // Keyed so React never reuses a button across steps: "Back to Login" turning into a submit mid-click would submit.
  if (step === "code")
    return (
      <CodeStep
        key="code"
        kept={kept}
        busy={succeeded}
        onSignedIn={signedIn}
        onUseRecoveryCode={() => onStep("recovery-code")}
        onBack={backToLogin}
      />
    );
  if (step === "recovery-code")
    return (
      <RecoveryCodeStep
        key="recovery-code"
        kept={kept}
        busy={succeeded}
        onSignedIn={signedIn}
        onUseAuthenticator={() => onStep("code")}
        onBack={backToLogin}
      />
    );
  return (
    <CredentialsStep
      key="credentials"
      form={credentials}
      busy={succeeded}
      active={!celebrating}
      onSignedIn={signedIn}
      onCodeRequired={codeRequired}
    />
  );
}
