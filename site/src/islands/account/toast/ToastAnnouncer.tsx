// What a screen reader hears of a new toast: "Notification", its title and text, politely or, for a destructive
// one, assertively. The live regions are AccountChrome.astro's, in the page from its start; the words go in a frame
// after the toast appears (a region announces what changes in it) and leave a second later, so the page does not
// keep a second copy of the toast.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { TOAST_DEFAULT_LABEL } from "@bank/contracts";
import type { ToastData } from "../../../stores/toasts.ts";

/** How long the words stay in the live region: long enough for assistive technology to pick them up. */
const ANNOUNCED_FOR_MS = 1_000;

export default function ToastAnnouncer({ toast }: { toast: ToastData | undefined }) {
  const [said, setSaid] = useState<{ words: string; assertive: boolean } | null>(null);
  const words = toast && [TOAST_DEFAULT_LABEL, toast.title, toast.description].filter(Boolean).join(" ");
  const assertive = toast?.variant === "destructive";

  useEffect(() => {
    setSaid(null);
    if (!words) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      setSaid({ words, assertive });
      timer = setTimeout(() => setSaid(null), ANNOUNCED_FOR_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [toast?.id, words, assertive]);

  if (!said) return null;
  const region = document.querySelector(`[data-toast-announcer="${said.assertive ? "assertive" : "polite"}"]`);
  return region && createPortal(said.words, region);
}
