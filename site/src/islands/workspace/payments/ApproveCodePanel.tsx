// Approving a payment with the authenticator's 6-digit code (approve), the step ?payment=<id>&decision=approve-code:
// what is signed first (ApprovalFrame.tsx), then the code. A wrong code is 401 wrongProof: the session is still
// signed in, so it is said beside the field, read out, and the field is cleared for the next code.
import { useId, useRef, useState, type FormEvent } from "react";
import { PAYMENT_APPROVAL_TEXTS as T, isCompleteTwoFactorCode } from "@bank/contracts";
import { approvePayment } from "../../../lib/api/payment-approval.ts";
import CodeField from "../../ui/forms/CodeField.tsx";
import ApprovalFrame, { type ApprovalProps, type ApprovalWay } from "./ApprovalFrame.tsx";

export default function ApproveCodePanel(props: ApprovalProps) {
  return <ApprovalFrame {...props}>{(way) => <WithCode {...props} way={way} />}</ApprovalFrame>;
}

function WithCode({ businessId, payment, way }: ApprovalProps & { way: ApprovalWay }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!isCompleteTwoFactorCode(code)) {
      setError(T.codeRequired);
      return input.current?.focus();
    }
    setPending(true);
    setError(undefined);
    try {
      way.approved(await approvePayment(businessId, payment.id, { code }));
    } catch (failure) {
      // After a second factor asked in place, the next code is typed: this one's step is spent.
      const words = way.refused(failure, () => input.current?.focus());
      if (words === null) return;
      setCode("");
      setError(words);
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  if (!way.options.totp) return <p>{T.noCode}</p>;
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} aria-label={T.withCode} noValidate>
      <CodeField
        ref={input}
        id={`${id}-code`}
        name="approvalCode"
        label={T.codeLabel}
        code={code}
        onCode={setCode}
        error={error}
      />
      {/* Read out at once; the message also stays beside the field, tied to it. */}
      <p className="visually-hidden" role="alert">
        {error ?? ""}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? T.approving : T.withCode}
        </button>
      </div>
    </form>
  );
}
