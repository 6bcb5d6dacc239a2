// What the loader mounts on a page: the toast region, and the session watcher with its dialog when signed in.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { fetchSessionStatus } from "../../../lib/api/auth.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { $sessionEndedReason, reportSessionEnded } from "../../../stores/session-ended.ts";
import Toaster from "../toast/Toaster.tsx";
import SessionEndedDialog from "./SessionEndedDialog.tsx";
import { watchSession } from "./watch-session.ts";

export default function AccountChromeApp({ watch }: { watch: boolean }) {
  const loggedOutReason = useStore($sessionEndedReason);

  useEffect(() => {
    if (!watch) return;
    return watchSession({
      check: fetchSessionStatus,
      onEndedByOtherDevice: (reason) => {
        forgetUser();
        reportSessionEnded(reason);
      },
      // Signed out or expired elsewhere: forget the user so signed-out pages stop loading the watcher.
      onSignedOut: forgetUser,
    });
  }, [watch]);

  return (
    <>
      <Toaster />
      {loggedOutReason !== null && (
        <SessionEndedDialog loggedOutReason={loggedOutReason} onContinue={() => window.location.assign("/signin")} />
      )}
    </>
  );
}
