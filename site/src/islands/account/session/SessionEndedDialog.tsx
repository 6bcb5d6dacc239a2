// The blocking notice that a session ended (contracts' session-ended.ts): an alertdialog left only by its button.
// Everything else on the page is made inert while it shows, so neither focus, a click nor a screen reader can
// leave it; Escape and clicks outside do nothing; Tab stays on its button.
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { sessionEndedCopy } from "@bank/contracts";
import "./session-ended-dialog.css";

interface Props {
  loggedOutReason: string;
  onContinue: () => void;
}

/** Makes every top-level element of the page but `keep` inert, and the page still; returns the undo. */
function makeRestOfPageInert(keep: Element): () => void {
  const others = [...document.body.children].filter((element) => element !== keep && !element.hasAttribute("inert"));
  for (const element of others) element.setAttribute("inert", "");
  document.documentElement.classList.add("session-ended-open");
  return () => {
    for (const element of others) element.removeAttribute("inert");
    document.documentElement.classList.remove("session-ended-open");
  };
}

export default function SessionEndedDialog({ loggedOutReason, onContinue }: Props) {
  const copy = sessionEndedCopy(loggedOutReason);
  const overlay = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!overlay.current) return;
    const undo = makeRestOfPageInert(overlay.current);
    button.current?.focus();
    return undo;
  }, []);

  // The button is the dialog's one control: Tab and Shift+Tab keep focus on it.
  function trapFocus(event: KeyboardEvent) {
    if (event.key !== "Tab") return;
    event.preventDefault();
    button.current?.focus();
  }

  return createPortal(
    // No press anywhere takes the focus off the button: outside the dialog a click does nothing at all.
    <div ref={overlay} className="session-ended__overlay" onMouseDown={(event) => event.preventDefault()}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="session-ended"
        onKeyDown={trapFocus}
      >
        <h2 id={titleId} className="session-ended__title">
          {copy.title}
        </h2>
        <p id={textId} className="session-ended__text">
          {copy.text}
        </p>
        <button ref={button} type="button" className="session-ended__button" onClick={onContinue}>
          {copy.button}
        </button>
      </div>
    </div>,
    document.body,
  );
}
