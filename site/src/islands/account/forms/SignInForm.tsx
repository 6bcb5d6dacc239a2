// The sign-in screen (SPEC.md sections 2 and 4): the opening flourish, the heading of each step, and the steps
// themselves (signin/SignInSteps.tsx). Only the flourish and the heading come with the page's first script. The
// steps carry zod and the contracts schemas, so the browser fetches them apart and React hydrates their server
// HTML when they arrive, in a task of their own: building those schemas in the first task was most of the page's
// total blocking time. The server renders them at once, so the page's HTML and layout are the same either way.
import { Suspense, lazy, startTransition, useEffect, useState } from "react";
import { RECOVERY_CODE_STEP_TEXTS, SIGNIN_ANIMATION_MS, SIGNIN_TEXTS as T } from "@bank/contracts";
import { forgetUser } from "../../../stores/current-user.ts";
import Celebration from "./Celebration.tsx";
import type { Step } from "./signin/sign-in-flow.ts";
import "../controls.css";
import "./forms.css";

// On the server, the steps module itself (so their HTML is in the page); in the browser, fetched as this module
// runs. The step changes wait for it: new props reaching the steps' server HTML before their code could hydrate it
// would make React drop that HTML for the (empty) fallback.
const stepsLoaded = import.meta.env.SSR ? null : import("./signin/SignInSteps.tsx");
const SignInSteps = import.meta.env.SSR ? (await import("./signin/SignInSteps.tsx")).default : lazy(() => stepsLoaded!);

/** Runs `then` once the steps' code is here; a failed fetch leaves the flourish's page to its error handling. */
function whenStepsLoaded(then: () => void): void {
  void stepsLoaded?.then(then, () => undefined);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export default function SignInForm() {
  const [step, setStep] = useState<Step>("celebrating");

  // Opening the screen clears the stored user, also when the back button restores it (the steps reset their form).
  useEffect(() => {
    forgetUser();
    const reopen = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      forgetUser();
      setStep("credentials");
    };
    window.addEventListener("pageshow", reopen);
    let open = true;
    // A transition: React renders the step in slices between frames, so showing it never blocks a keypress.
    const showCredentials = () =>
      whenStepsLoaded(() => {
        if (open) startTransition(() => setStep((current) => (current === "celebrating" ? "credentials" : current)));
      });
    const timer = prefersReducedMotion() ? undefined : setTimeout(showCredentials, SIGNIN_ANIMATION_MS);
    if (timer === undefined) showCredentials();
    return () => {
      open = false;
      clearTimeout(timer);
      window.removeEventListener("pageshow", reopen);
    };
  }, []);

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
        <Suspense fallback={null}>
          <SignInSteps step={step} onStep={setStep} />
        </Suspense>
      </div>
    </div>
  );
}
