// A destructive change asked once more before it is made (the team page: remove a member, leave, revoke an invitation;
// the payments page: cancel a payment). When the service wants a second factor first, it is asked for here, in place,
// and the change runs again once confirmed; any other failure goes to the page's own `fail` (its failure toast).
import { useEffect, useId, useRef, useState } from "react";
import { useStepUp } from "./step-up/use-step-up.tsx";
import "./confirm-panel.css";

interface Props {
  question: string;
  warning: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The change; a refusal it throws is shown (or answered with the second-factor prompt). */
  run(): Promise<void>;
  /** A failure that is not the service asking for the second factor. */
  fail(error: unknown): void;
  onCancel(): void;
  /**
   * Focus comes to the question when it opens, in place of what opened it (by default). Off where it opens with its
   * page (a payment's cancel, ?decision=cancel): focus starts where a page's does.
   */
  autoFocus?: boolean;
}

export default function ConfirmPanel({
  question,
  warning,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  run,
  fail,
  onCancel,
  autoFocus = true,
}: Props) {
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp(onCancel);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, []);

  async function attempt(): Promise<void> {
    setPending(true);
    try {
      await run();
    } catch (error) {
      if (stepUp.asked(error, () => void attempt())) return;
      fail(error);
    } finally {
      setPending(false);
    }
  }

  if (stepUp.prompt) return <div className="confirm-panel confirm-panel--prompt">{stepUp.prompt}</div>;

  return (
    <section className="confirm-panel stack" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {question}
      </h3>
      <p>{warning}</p>
      <div className="actions">
        <button type="button" className="button button--danger" disabled={pending} onClick={() => void attempt()}>
          {pending ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </section>
  );
}
