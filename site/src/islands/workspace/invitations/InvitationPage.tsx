// /invitations?token=: who invites the visitor to which business, with which permissions, until when; or that the
// link is not valid. Signed out, it leads to sign-up or sign-in, keeping the token in this browser so that, once
// signed in with a verified address, the visitor is led back here to accept (lib/pending-invitation.ts).
import { useEffect, useRef, useState } from "react";
import { INVITATION_TEXTS as T, WORKSPACE_MESSAGES, type InvitationPreview } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { previewInvitation } from "../../../lib/api/invitation-preview.ts";
import { forgetPendingInvitation, keepPendingInvitation, pendingInvitation } from "../../../lib/pending-invitation.ts";
import { takeTokenFromUrl } from "../../../lib/url-token.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import AcceptInvitation from "./AcceptInvitation.tsx";
import InvitationDetails from "./InvitationDetails.tsx";
import "../../ui/controls.css";
import "../../ui/forms/forms.css";
import "./invitations.css";

type State =
  | { step: "checking" }
  | { step: "invalid" }
  | { step: "offline" }
  | { step: "shown"; token: string; preview: InvitationPreview };

export default function InvitationPage() {
  const [state, setState] = useState<State>({ step: "checking" });
  const session = useQuery($sessionUser);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The link's token leaves the address bar (and so any later referrer); a visit without one is the invitation
    // opened earlier in this browser, if any.
    const token = takeTokenFromUrl() ?? pendingInvitation();
    if (!token) {
      setState({ step: "invalid" });
      return;
    }
    previewInvitation(token).then(
      (preview) => {
        keepPendingInvitation(token);
        setState({ step: "shown", token, preview });
      },
      (error: unknown) => {
        const refused = error instanceof ApiError && error.kind === "refused";
        if (refused) forgetPendingInvitation();
        setState({ step: refused ? "invalid" : "offline" });
      },
    );
  }, []);

  useEffect(() => {
    if (state.step !== "checking") heading.current?.focus();
  }, [state.step]);

  const user = session.data === undefined ? undefined : (session.data?.user ?? null);
  return (
    <div className="auth-card invitation" aria-busy={state.step === "checking"}>
      <h1 ref={heading} tabIndex={-1} className="auth-card__title">
        {state.step === "invalid" ? T.invalidHeading : T.heading}
      </h1>
      {state.step === "checking" && (
        <p className="auth-card__lead" role="status">
          {T.checking}
        </p>
      )}
      {state.step === "invalid" && <p className="auth-card__lead">{WORKSPACE_MESSAGES.invitationNotFound}</p>}
      {state.step === "offline" && <p className="auth-card__lead">{T.offline}</p>}
      {state.step === "shown" && (
        <>
          <InvitationDetails preview={state.preview} />
          {user === undefined ? null : user === null ? (
            <div className="stack">
              <p>{T.signedOutLead}</p>
              <div className="actions">
                <a className="button button--primary invitation__link" href="/signup">
                  {T.createAccount}
                </a>
                <a className="button button--secondary invitation__link" href="/signin">
                  {T.signIn}
                </a>
              </div>
            </div>
          ) : (
            <AcceptInvitation
              token={state.token}
              emailVerified={user.emailVerified}
              onInvalid={() => {
                forgetPendingInvitation();
                setState({ step: "invalid" });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
