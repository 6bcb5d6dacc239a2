// The console's modal dialog, on the browser's own <dialog>: shown modal when it mounts (focus moves into it, the page
// behind is inert), named by its heading, closed by Escape or its own buttons; `onClose` hears every way out, and the
// opener puts focus back where it was (WAI-ARIA Authoring Practices, "Dialog (Modal)").
import { useEffect, useId, useRef, type ReactNode } from "react";

interface Props {
  heading: string;
  className?: string;
  /** The dialog closed: Escape, or a button of it calling close(). */
  onClose(): void;
  /** The dialog's content under its heading, given the function that closes it. */
  children(close: () => void): ReactNode;
}

export default function ModalDialog({ heading, className, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const close = () => closed.current();
    element.addEventListener("close", close);
    if (!element.open) element.showModal();
    return () => {
      element.removeEventListener("close", close);
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog ref={dialog} className={["admin-dialog", className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-dialog__heading">
        {heading}
      </h2>
      {children(() => dialog.current?.close())}
    </dialog>
  );
}
