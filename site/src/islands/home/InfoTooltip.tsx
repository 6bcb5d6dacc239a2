// A small "?" button with a tooltip, hand-written (Radix Tooltip would add about 15 KB gzipped to the home page).
// WAI-ARIA tooltip pattern: the text describes the button; it opens on hover after the spec's delay or at once
// on keyboard focus, stays while the pointer is over it (WCAG 1.4.13), and Escape dismisses it.
import { useEffect, useId, useRef, useState } from "react";
import { noteTooltipClosed, tooltipOpenDelay } from "../../lib/tooltip/tooltip-timing.ts";
import "./InfoTooltip.css";

interface Props {
  /** Names the button, e.g. "About the spread". */
  label: string;
  text: string;
}

export default function InfoTooltip({ label, text }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Mirrors `open` synchronously: the next tooltip asks about the close in the same event turn.
  const isOpen = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const setShown = (value: boolean) => {
    isOpen.current = value;
    setOpen(value);
  };

  const clearTimer = () => window.clearTimeout(timer.current);
  const show = (delay: number) => {
    clearTimer();
    if (delay === 0) setShown(true);
    else timer.current = window.setTimeout(() => setShown(true), delay);
  };
  const hide = () => {
    clearTimer();
    if (isOpen.current) noteTooltipClosed();
    setShown(false);
  };
  useEffect(() => clearTimer, []);

  return (
    <span className="info-tooltip" onPointerEnter={() => show(tooltipOpenDelay())} onPointerLeave={hide}>
      <button
        type="button"
        className="info-tooltip-trigger"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => show(0)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === "Escape") hide();
        }}
        data-tooltip-trigger
      >
        ?
      </button>
      <span role="tooltip" id={id} className="info-tooltip-bubble" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
