// One support action on a customer (unlock, end session, reset 2FA): says what it does, asks for the reason kept in
// the audit log, asks for a second factor again in place when the service wants a fresh proof (a code or a passkey,
// never the password), then reports the answer.
import { useEffect, useRef, useState } from "react";
import { ADMIN_CONSOLE_TEXTS, ADMIN_CUSTOMER_DETAIL_TEXTS, adminActionSchema } from "@bank/contracts";
import { endUserSessions, resetUserTwoFactor, unlockUser } from "../../../lib/api/admin.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { useForm } from "../../ui/forms/use-form.ts";
import { toastDone, toastFailure } from "../failure.ts";
import ReasonField from "../ReasonField.tsx";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_CUSTOMER_DETAIL_TEXTS };

export type ActionKind = "unlock" | "endSession" | "resetTwoFactor";

const ACTIONS: Record<
  ActionKind,
  { confirm: string; submit: string; run: (userId: string, reason: string) => Promise<{ message: string }> }
> = {
  unlock: { confirm: T.unlockConfirm, submit: T.unlockDo, run: unlockUser },
  endSession: { confirm: T.endSessionConfirm, submit: T.endSessionDo, run: endUserSessions },
  resetTwoFactor: { confirm: T.resetTwoFactorConfirm, submit: T.resetTwoFactorDo, run: resetUserTwoFactor },
};

interface Props {
  kind: ActionKind;
  userId: string;
  /** The action went through: the detail is read again. */
  onDone(): void;
  onCancel(): void;
}

export default function CustomerAction({ kind, userId, onDone, onCancel }: Props) {
  const action = ACTIONS[kind];
  const form = useForm({ schema: adminActionSchema, initial: { reason: "" } });
  const [sending, setSending] = useState(false);
  const reasonId = `reason-${kind}`;
  const [refocus, setRefocus] = useState(true);
  const stepUp = useStepUp(() => setRefocus(true));
  const panel = useRef<HTMLDivElement>(null);

  // Focus goes to the reason when the panel opens, and back to it when the second-factor prompt is cancelled.
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    panel.current?.querySelector<HTMLElement>("textarea")?.focus();
  }, [refocus]);

  async function attempt(reason: string): Promise<void> {
    setSending(true);
    try {
      const answer = await action.run(userId, reason);
      toastDone(answer.message);
      onDone();
    } catch (error) {
      if (stepUp.asked(error, () => void attempt(reason))) return;
      if (error instanceof ApiError && error.fieldErrors.reason) return form.showErrors(error.fieldErrors);
      toastFailure(error);
    } finally {
      setSending(false);
    }
  }

  if (stepUp.prompt) return <div className="admin-action admin-card">{stepUp.prompt}</div>;

  return (
    <div className="admin-action admin-card" ref={panel}>
      <form
        className="stack"
        ref={form.formRef}
        onSubmit={form.handleSubmit((data) => attempt(data.reason))}
        noValidate
      >
        <p className={kind === "resetTwoFactor" ? "callout callout--danger" : undefined}>{action.confirm}</p>
        <ReasonField
          id={reasonId}
          label={T.reasonLabel}
          value={form.values.reason}
          error={form.errors.reason}
          onValue={(value) => form.change("reason", value)}
        />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={sending || form.pending}>
            {sending ? T.working : action.submit}
          </button>
          <button type="button" className="button button--secondary" disabled={sending} onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
