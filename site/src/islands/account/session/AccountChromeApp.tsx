// The account chrome's React part, mounted once there is something to show: the toast region, and the dialog that
// says a session ended.
import { useEffect, useState, type ComponentType } from "react";
import { $sessionEndedReason } from "../../../stores/session-ended.ts";
import { useAtom } from "../../hooks/use-atom.ts";
import Toaster from "../toast/Toaster.tsx";

type Dialog = ComponentType<{ loggedOutReason: string; onContinue(): void }>;

export default function AccountChromeApp() {
  const loggedOutReason = useAtom($sessionEndedReason);
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

  return (
    <>
      <Toaster />
      {loggedOutReason !== null && SessionEndedDialog && (
        <SessionEndedDialog loggedOutReason={loggedOutReason} onContinue={() => window.location.assign("/signin")} />
      )}
    </>
  );
}
