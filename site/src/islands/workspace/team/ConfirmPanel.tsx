// A destructive change asked once more before it is made (remove a member, leave, revoke an invitation). When the
// service wants a second factor first, it is asked for here, in place, and the change runs again once confirmed.
import { useEffect, useId, useRef, useState } from "react";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { toastFailure } from "./team-toasts.ts";

interface Props {
  question: string;
  warning: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The change; a refusal it throws is shown (or answered with the second-factor prompt). */
  run(): Promise<void>;
  onCancel(): void;
}

export default function ConfirmPanel({
  question,
  warning,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  run,
  onCancel,
}: Props) {
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp(onCancel);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  async function attempt(): Promise<void> {
    setPending(true);
    try {
      await run();
    } catch (error) {
      if (stepUp.asked(error, () => void attempt())) return;
      toastFailure(error);
    } finally {
      setPending(false);
    }
  }

  if (stepUp.prompt) return <div className="team-panel">{stepUp.prompt}</div>;

  return (
    <section className="team-panel team-panel--danger stack" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {question}
      </h3>
      <p>{warning}</p>
      <div className="actions">
        <button type="button" className="button team-button--danger" disabled={pending} onClick={() => void attempt()}>
          {pending ? pendingLabel : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </section>
  );
}
