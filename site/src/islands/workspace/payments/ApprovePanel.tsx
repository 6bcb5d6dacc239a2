// Approving a payment with a passkey (approve), the step ?payment=<id>&decision=approve: what is signed first
// (ApprovalFrame.tsx), then the person's passkey, its challenge issued for this payment alone and good for one
// attempt (a closed prompt or a wrong proof gets a fresh one). The passkey's code (lib/api/passkey-approval.ts, the
// browser's own ceremony or @simplewebauthn/browser where it lacks one) comes with this step alone, never with the
// payment's page. Without a passkey here (none registered, or a browser without them) the code's step takes over;
// with an authenticator app, the code is offered as that step too.
import { useEffect, useId, useState } from "react";
import { PAYMENT_APPROVAL_TEXTS as T } from "@bank/contracts";
import { approveWithPasskey, browserSupportsPasskeys, wasCancelled } from "../../../lib/api/passkey-approval.ts";
import ApprovalFrame, { type ApprovalProps, type ApprovalWay } from "./ApprovalFrame.tsx";
import { paymentHref } from "./payments-address.ts";

export default function ApprovePanel(props: ApprovalProps) {
  return <ApprovalFrame {...props}>{(way) => <WithPasskey {...props} way={way} />}</ApprovalFrame>;
}

function WithPasskey({ businessId, payment, way }: ApprovalProps & { way: ApprovalWay }) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const errorId = useId();
  const codeStep = paymentHref(payment.id, "approve-code");
  const passkey = way.options.webauthn !== null && browserSupportsPasskeys();

  // No passkey to offer: the code's step.
  useEffect(() => {
    if (!passkey && way.options.totp) window.location.replace(codeStep);
  }, [passkey]);

  async function approve() {
    if (pending || !way.options.webauthn) return;
    setPending(true);
    setError(undefined);
    try {
      way.approved(await approveWithPasskey(businessId, payment.id, way.options.webauthn));
    } catch (failure) {
      const words = wasCancelled(failure) ? T.passkeyCancelled : way.refused(failure, way.reload);
      if (words === null) return;
      setError(words);
      way.reload();
    } finally {
      setPending(false);
    }
  }

  if (!passkey) return null;
  return (
    <>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          aria-describedby={error ? errorId : undefined}
          onClick={() => void approve()}
        >
          {pending ? T.passkeyPending : T.withPasskey}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {way.options.totp && (
        <p>
          <a className="money-link" href={codeStep}>
            {T.useCode}
          </a>
        </p>
      )}
    </>
  );
}
