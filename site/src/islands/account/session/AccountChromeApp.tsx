// What the loader mounts on a page: the toast region, and the session watcher with its dialog when signed in.
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ComponentType } from "react";
import { fetchSessionStatus } from "../../../lib/api/auth.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { $sessionEndedReason, reportSessionEnded } from "../../../stores/session-ended.ts";
import Toaster from "../toast/Toaster.tsx";
import { watchSession } from "./watch-session.ts";

type Dialog = ComponentType<{ loggedOutReason: string; onContinue(): void }>;

export default function AccountChromeApp({ watch }: { watch: boolean }) {
  const loggedOutReason = useStore($sessionEndedReason);
  // The dialog's code is fetched only when a session ends: most page views never show it. (Not React.lazy: its
  // Suspense reveal waits on a timer, which a page's frozen clock in the tests would never run.)
  const [SessionEndedDialog, setSessionEndedDialog] = useState<Dialog | null>(null);
  useEffect(() => {
    if (loggedOutReason === null || SessionEndedDialog) return;
    void import("./SessionEndedDialog.tsx").then(
      (module) => setSessionEndedDialog(() => module.default),
      // Its code could not be fetched (a new release removed it): go where the dialog would have sent them.
      () => window.location.assign("/signin"),
    );
  }, [loggedOutReason, SessionEndedDialog]);

  useEffect(() => {
    if (!watch) return;
    // Forgetting the user turns the header signed-out at once and keeps later pages from loading the watcher.
    return watchSession({
      check: fetchSessionStatus,
      onEnded: (loggedOutReason) => {
        forgetUser();
        reportSessionEnded(loggedOutReason);
      },
      // No session to explain (its cookie is gone): nothing ended while this page watched, so no dialog.
      onNoSession: forgetUser,
    });
  }, [watch]);

  return (
    <>
      <Toaster />
      {loggedOutReason !== null && SessionEndedDialog && (
        <SessionEndedDialog loggedOutReason={loggedOutReason} onContinue={() => window.location.assign("/signin")} />
      )}
    </>
  );
}
