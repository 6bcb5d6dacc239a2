// /email-verification: verifies the mailed link's token on load and says what happened, with a way to resend.
// The address's first proof ends every session of the account (signInAgain), this browser's too: the page then
// forgets the user, as signing out does, and offers to sign in instead of the dashboard.
// A link that carries `?change=` instead confirms a move to a new email address (EmailChangeConfirmation).
import { useEffect, useRef, useState } from "react";
import { RECOVERY_TEXTS as T } from "@bank/contracts";
import { verifyEmail } from "../../../lib/api/email-verification.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { takeTokenFromUrl } from "../../../lib/url-token.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { endSessionHere } from "../../../stores/session-ended.ts";
import EmailChangeConfirmation from "./EmailChangeConfirmation.tsx";
import { RECOVERY_FAILED } from "./recovery-failure.ts";
import ResendButton from "./ResendButton.tsx";
import "../../ui/controls.css";
import "../../ui/forms/forms.css";

type State =
  | { step: "verifying" }
  | { step: "verified"; message: string; signInAgain: boolean }
  | { step: "failed"; message: string }
  | { step: "change"; token: string };

export default function EmailVerification() {
  const [state, setState] = useState<State>({ step: "verifying" });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const change = takeTokenFromUrl("change");
    if (change) {
      setState({ step: "change", token: change });
      return;
    }
    const token = takeTokenFromUrl();
    if (!token) {
      setState({ step: "failed", message: T.noToken });
      return;
    }
    // A first proof ends this browser's session too, and this page says so: the session watcher (running when the
    // visitor is signed in here) must not open its "Session ended" dialog over it.
    const sessionLivesOn = endSessionHere();
    verifyEmail(token).then(
      (answer) => {
        if (answer.signInAgain) forgetUser();
        else sessionLivesOn();
        setState({ step: "verified", message: answer.message, signInAgain: answer.signInAgain });
      },
      (error: unknown) => {
        sessionLivesOn();
        setState({ step: "failed", message: failureText(RECOVERY_FAILED, error) });
      },
    );
  }, []);

  useEffect(() => {
    if (state.step === "verified" || state.step === "failed") heading.current?.focus();
  }, [state.step]);

  if (state.step === "change") return <EmailChangeConfirmation token={state.token} />;

  const title =
    state.step === "verified" ? T.verifiedTitle : state.step === "failed" ? T.verifyFailedTitle : T.verifyTitle;
  return (
    <div className="auth-card" role="status" aria-busy={state.step === "verifying"}>
      <h1 ref={heading} tabIndex={-1} className="auth-card__title">
        {title}
      </h1>
      {state.step === "verifying" && <p className="auth-card__lead">{T.verifying}</p>}
      {state.step !== "verifying" && <p className="auth-card__lead">{state.message}</p>}
      {state.step === "verified" && (
        <p className="auth-form__switch">
          {state.signInAgain ? <a href="/signin">{T.signIn}</a> : <a href="/dashboard">{T.continueToDashboard}</a>}
        </p>
      )}
      {state.step === "failed" && (
        <div className="auth-form">
          <ResendButton />
          <p className="auth-form__switch">
            <a href="/signin">{T.backToSignIn}</a>
          </p>
        </div>
      )}
    </div>
  );
}
