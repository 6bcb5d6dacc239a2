// The one toast region of a page (TOAST_* constants): one visible, 5000 ms, swipe right 50 px, F8 to focus,
// each toast announced politely, or assertively when it is destructive.
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { TOAST_HOTKEY, TOAST_REGION_LABEL } from "@bank/contracts";
import { $toasts, dismissToast } from "../../../stores/toasts.ts";
import { useAtom } from "../../hooks/use-atom.ts";
import ToastAnnouncer from "./ToastAnnouncer.tsx";
import ToastItem from "./ToastItem.tsx";
import "./toaster.css";

export default function Toaster() {
  const toasts = useAtom($toasts).filter((toast) => toast.open);
  const list = useRef<HTMLOListElement>(null);
  // Time stands still for a toast while the pointer or the focus is on the region, so it can be read and reached.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) list.current?.focus();
    };
    document.addEventListener("keydown", focusRegion);
    return () => document.removeEventListener("keydown", focusRegion);
  }, []);

  return (
    <>
      <div
        role="region"
        aria-label={TOAST_REGION_LABEL}
        tabIndex={-1}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <ol ref={list} className="toast-viewport" tabIndex={-1}>
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              paused={hovered || focused}
              onDismiss={() => {
                // Focus in a toast that goes away would fall to the page's start; the region keeps it instead.
                if (list.current?.contains(document.activeElement)) list.current.focus();
                dismissToast(toast.id);
              }}
            />
          ))}
        </ol>
      </div>
      <ToastAnnouncer toast={toasts[0]} />
    </>
  );
}
