// A settings section's change button that opens its form in place, the form's code fetched on first open; closing
// the form brings focus back to the button.
import { Suspense, useRef, useState, type ReactNode } from "react";

interface Props {
  /** The button's label. */
  label: string;
  /** Said while the form's code loads. */
  opening: string;
  /** Wraps the button, for sections that lay it out as an action row. */
  actionsClassName?: string;
  /** The form (lazily loaded), given what closes it. */
  children(close: () => void): ReactNode;
}

export default function OpenInPlace({ label, opening, actionsClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (open) {
    const close = () => {
      setOpen(false);
      requestAnimationFrame(() => opener.current?.focus());
    };
    return <Suspense fallback={<p role="status">{opening}</p>}>{children(close)}</Suspense>;
  }
  const button = (
    <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
      {label}
    </button>
  );
  return actionsClassName ? <div className={actionsClassName}>{button}</div> : button;
}
