// One toast: closes itself after 5000 ms of being in view, by its Close button, by Escape, or by a swipe right.
import { useEffect, useRef, type PointerEvent } from "react";
import { TOAST_CLOSE_LABEL, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "@bank/contracts";
import type { ToastData } from "../../../stores/toasts.ts";

/** A pointer must move this far before a drag counts as a swipe (a finger wobbles more than a mouse). */
const SWIPE_START_PX = { mouse: 2, touch: 10 } as const;

interface Props {
  toast: ToastData;
  paused: boolean;
  onDismiss(): void;
}

/** How far a drag went to the right (TOAST_SWIPE_DIRECTION), never negative, and how far up or down. */
function swipeDistance(start: { x: number; y: number }, event: PointerEvent): { along: number; across: number } {
  return { along: Math.max(0, event.clientX - start.x), across: Math.abs(event.clientY - start.y) };
}

export default function ToastItem({ toast, paused, onDismiss }: Props) {
  const remaining = useRef(TOAST_DURATION_MS);
  // The timer calls the newest onDismiss without starting over each time the toast list changes.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);

  const start = useRef<{ x: number; y: number } | null>(null);
  const swiping = useRef(false);
  // The release that ends a swipe is not a click on what lies under the pointer (the Close button).
  const swallowClick = useRef(false);

  function pointerDown(event: PointerEvent<HTMLLIElement>) {
    swallowClick.current = false;
    if (event.button === 0) start.current = { x: event.clientX, y: event.clientY };
  }

  function pointerMove(event: PointerEvent<HTMLLIElement>) {
    if (!start.current) return;
    const { along, across } = swipeDistance(start.current, event);
    const buffer = event.pointerType === "touch" ? SWIPE_START_PX.touch : SWIPE_START_PX.mouse;
    if (!swiping.current && along > buffer && along > across) {
      swiping.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    } else if (!swiping.current && across > buffer) {
      start.current = null; // a vertical drag is a scroll, not a swipe
      return;
    }
    if (swiping.current) {
      event.currentTarget.dataset.swipe = "move";
      event.currentTarget.style.setProperty("--toast-swipe-x", `${along}px`);
    }
  }

  function pointerUp(event: PointerEvent<HTMLLIElement>) {
    const from = start.current;
    const swiped = swiping.current;
    start.current = null;
    swiping.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    if (!from || !swiped) return;
    swallowClick.current = true;
    if (swipeDistance(from, event).along >= TOAST_SWIPE_THRESHOLD_PX) {
      onDismiss();
    } else {
      event.currentTarget.dataset.swipe = "cancel";
      event.currentTarget.style.removeProperty("--toast-swipe-x");
    }
  }

  return (
    <li
      className="toast"
      data-variant={toast.variant}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerUp}
      onPointerCancel={pointerUp}
      onClickCapture={(event) => {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.stopPropagation();
        event.preventDefault();
      }}
    >
      <div className="toast__body">
        {toast.title && <div className="toast__title">{toast.title}</div>}
        {toast.description && <div className="toast__text">{toast.description}</div>}
      </div>
      <button type="button" className="toast__close" aria-label={TOAST_CLOSE_LABEL} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
