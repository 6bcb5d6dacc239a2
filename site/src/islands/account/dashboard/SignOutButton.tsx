// Ends the session on the server, forgets the user here, and goes to the sign-in screen.
import { useState } from "react";
import { DASHBOARD_TEXTS as T } from "@bank/contracts";
import { signOut } from "../../../lib/api/auth.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { addToast } from "../../../stores/toasts.ts";

export default function SignOutButton({ className = "button button--secondary" }: { className?: string }) {
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      // 401: the session had already ended, which is what signing out wants.
      if (!(error instanceof ApiError && error.status === 401)) {
        setPending(false);
        addToast({ variant: "destructive", title: T.signOutFailed, description: T.signOutFailedText });
        return;
      }
    }
    forgetUser();
    window.location.assign("/signin");
  }

  return (
    <button type="button" className={className} disabled={pending} onClick={run}>
      {pending ? T.signingOut : T.signOut}
    </button>
  );
}
