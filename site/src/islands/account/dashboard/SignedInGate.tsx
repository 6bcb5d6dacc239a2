// Shows its content to a signed-in user only (the app header names them and has Sign out); sends anyone else to
// /signin. Above the content, the notice of an address not verified yet (VerifyEmailBanner): one island, not two.
import { useEffect, type ReactNode } from "react";
import { DASHBOARD_TEXTS as T } from "@bank/contracts";
import { fetchSessionStatus } from "../../../lib/api/session.ts";
import { forgetUser, rememberUser } from "../../../stores/current-user.ts";
import { $sessionEndedReason, reportSessionEnded } from "../../../stores/session-ended.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import { sessionEnding } from "../session/watch-session.ts";
import VerifyEmailBanner from "./VerifyEmailBanner.tsx";
import "../../ui/controls.css";
import "./dashboard.css";

/**
 * Nobody is signed in here. When this browser's session ended (a sign-in elsewhere, expiry, any other reason),
 * the session-ended dialog explains it (its button goes to /signin); with no session at all, straight to /signin.
 */
async function leave(): Promise<void> {
  try {
    const answer = await fetchSessionStatus();
    const ending = answer.ok ? sessionEnding(answer.status) : undefined;
    if (ending?.kind === "ended") {
      reportSessionEnded(ending.loggedOutReason);
      return;
    }
  } catch {
    // No answer about why: sign in again is the way on regardless.
  }
  window.location.replace("/signin");
}

export default function SignedInGate({ children }: { children?: ReactNode }) {
  const { data, error, loading } = useQuery($sessionUser);
  const user = data?.user;

  useEffect(() => {
    if (data === null) {
      forgetUser();
      void leave();
    } else if (user && $sessionEndedReason.get() === null) {
      // A read answered before the session ended can arrive after the watcher has forgotten the user: it must not
      // bring them back (the header would turn signed-in again under the session-ended dialog).
      rememberUser(user);
    }
  }, [data, user]);

  return (
    <>
      <VerifyEmailBanner />
      {!user && (
        <div className="gate-status" role="status">
          {error && !loading ? (
            <>
              <p>{T.sessionCheckFailed}</p>
              <button type="button" className="button button--secondary" onClick={() => $sessionUser.revalidate()}>
                {T.retry}
              </button>
            </>
          ) : (
            <p>{T.checkingSession}</p>
          )}
        </div>
      )}
      <div hidden={!user}>{children}</div>
    </>
  );
}
