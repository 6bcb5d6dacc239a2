// What AccountChrome.astro's loader starts on a page: the session watcher at once when signed in, and the React
// part (the toast region, the session-ended dialog) once the visitor first acts on the page, or earlier when there
// is already something to show. Toasts answer what a visitor does, so the region is in place before one can be
// raised, even when the network is gone by then ("no answer at all"); a page only looked at never fetches it. The
// live regions that announce a toast are in the page from the start (AccountChrome.astro).
import { fetchSessionStatus } from "../../../lib/api/session.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { $sessionEndedReason, reportSessionEnded } from "../../../stores/session-ended.ts";
import { $toasts, restoreCarriedToasts } from "../../../stores/toasts.ts";
import { watchSession } from "./watch-session.ts";

/** What a visitor does first on a page, by pointer, keyboard or assistive technology (which moves focus). */
const FIRST_ACTIONS = ["pointerdown", "keydown", "focusin"] as const;

export function startAccountChrome(container: Element, { watch }: { watch: boolean }): void {
  if (watch) {
    // Forgetting the user turns the header signed-out at once and keeps later pages from loading the watcher.
    watchSession({
      check: fetchSessionStatus,
      onEnded: (loggedOutReason) => {
        forgetUser();
        reportSessionEnded(loggedOutReason);
      },
      // No session to explain (its cookie is gone): nothing ended while this page watched, so no dialog.
      onNoSession: forgetUser,
    });
  }

  let mounted = false;
  const stopListening: Array<() => void> = [];
  const mount = () => {
    if (mounted) return;
    mounted = true;
    for (const stop of stopListening.splice(0)) stop();
    void import("./mount.tsx").then(
      ({ mountAccountChrome }) => mountAccountChrome(container),
      () => {
        // Its code could not be fetched. A session that ended still sends them to sign in; otherwise the next toast
        // or action tries again.
        if ($sessionEndedReason.get() !== null) window.location.assign("/signin");
        mounted = false;
        listen();
      },
    );
  };
  const listen = () => {
    for (const type of FIRST_ACTIONS) window.addEventListener(type, mount, { capture: true, passive: true });
    stopListening.push($toasts.listen(mount), $sessionEndedReason.listen(mount), () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, mount, { capture: true });
    });
  };

  restoreCarriedToasts();
  if ($toasts.get().length > 0 || $sessionEndedReason.get() !== null) mount();
  else listen();
}
