// What the loader mounts on a page: the toast region, and the session watcher with its dialog when signed in.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { fetchSessionStatus } from "../../../lib/api/auth.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { $sessionEndedReason, reportSessionEnded } from "../../../stores/session-ended.ts";
import Toaster from "../toast/Toaster.tsx";
import { watchSession } from "./watch-session.ts";

// Fetched only when a session ends: most page views never show it.
const SessionEndedDialog = lazy(() => import("./SessionEndedDialog.tsx"));

export default function AccountChromeApp({ watch }: { watch: boolean }) {
  const loggedOutReason = useStore($sessionEndedReason);

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
      {loggedOutReason !== null && (
        <Suspense fallback={null}>
          <SessionEndedDialog loggedOutReason={loggedOutReason} onContinue={() => window.location.assign("/signin")} />
        </Suspense>
      )}
    </>
  );
}
