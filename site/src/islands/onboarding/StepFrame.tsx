// A step's frame: its heading (focused when the step opens), the step itself, what is still missing
// once Continue was pressed, and the ways back and on.
import { useEffect, useRef, type ReactNode } from "react";
import { ONBOARDING_FORM_TEXTS as T } from "@bank/contracts";
import MissingList from "./MissingList.tsx";

interface Props {
  heading: string;
  /** The step's missing fields, shown after Continue: path and message. */
  missing: readonly [string, string][];
  onBack?: (() => void) | undefined;
  onContinue?: (() => void) | undefined;
  children: ReactNode;
}

export default function StepFrame({ heading, missing, onBack, onContinue, children }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  // Moving to another step is a new page to a screen reader: its heading takes the focus. The step the page opened
  // on leaves the focus where a page load puts it.
  useEffect(() => {
    if (opened.current && !window.location.hash) headingRef.current?.focus();
    opened.current = true;
  }, [heading]);
  return (
    <section className="application-step" aria-labelledby="application-step-heading">
      <h2 id="application-step-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
      {missing.length > 0 && <MissingList title={T.missingTitle} missing={missing} />}
      {(onBack || onContinue) && (
        <div className="application-step__actions">
          {onBack && (
            <button type="button" className="button button--secondary" onClick={onBack}>
              {T.back}
            </button>
          )}
          {onContinue && (
            <button type="button" className="button button--primary" onClick={onContinue}>
              {T.continue}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
