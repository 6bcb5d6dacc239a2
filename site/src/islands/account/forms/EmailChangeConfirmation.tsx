// /email-verification?change=…: confirms the move to a new email address with the mailed link's token. The service
// ends every session once the address moves, so the page sends the customer to sign in with the new address.
import { useEffect, useRef, useState } from "react";
import { EMAIL_CHANGE_TEXTS as T } from "@bank/contracts";
import { confirmEmailChange } from "../../../lib/api/account-changes.ts";
import { signOut } from "../../../lib/api/session.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { endSessionHere } from "../../../stores/session-ended.ts";
import { RECOVERY_FAILED } from "./recovery-failure.ts";

type State = { step: "confirming" } | { step: "changed"; message: string } | { step: "failed"; message: string };

export default function EmailChangeConfirmation({ token }: { token: string }) {
  const [state, setState] = useState<State>({ step: "confirming" });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The change ends every session, this browser's too, and this page says so: the session watcher (running when
    // the customer is signed in here) must not open its "Session ended" dialog over it.
    const sessionLivesOn = endSessionHere();
    confirmEmailChange(token).then(
      (answer) => {
        forgetUser();
        signOut().catch(() => undefined); // drops the ended session's cookie; nothing to do if it fails
        setState({ step: "changed", message: answer.message });
      },
      (error: unknown) => {
        sessionLivesOn();
        setState({ step: "failed", message: failureText(RECOVERY_FAILED, error) });
      },
    );
  }, [token]);

  useEffect(() => {
    if (state.step !== "confirming") heading.current?.focus();
  }, [state.step]);

  const title =
    state.step === "changed" ? T.confirmedTitle : state.step === "failed" ? T.confirmFailedTitle : T.confirmTitle;
  return (
    <div className="auth-card" role="status" aria-busy={state.step === "confirming"}>
      <h1 ref={heading} tabIndex={-1} className="auth-card__title">
        {title}
      </h1>
      {state.step === "confirming" && <p className="auth-card__lead">{T.confirming}</p>}
      {state.step !== "confirming" && <p className="auth-card__lead">{state.message}</p>}
      {state.step === "changed" && (
        <>
          <p className="auth-card__lead">{T.confirmedNext}</p>
          <p className="auth-form__switch">
            <a href="/signin">{T.signIn}</a>
          </p>
        </>
      )}
      {state.step === "failed" && (
        <>
          <p className="auth-card__lead">{T.confirmFailedNext}</p>
          <p className="auth-form__switch">
            <a href="/signin">{T.toSignIn}</a>
          </p>
        </>
      )}
    </div>
  );
}
