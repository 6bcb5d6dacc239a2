// Approving a payment with a passkey: the options the approval offered checked as every passkey prompt's are (the
// contract's passkeyRequestOptionsSchema), the browser's prompt (webauthn/sign-in.ts: its own JSON methods, or
// @simplewebauthn/browser, fetched only where it lacks them), then its answer sent as the approval. Only the passkey's
// step of an approval imports it (payments/ApprovePanel.tsx, itself fetched with that step), as passkey-step-up.ts for
// a step-up, so the ceremony's code never weighs on the payment's page.
import { passkeyRequestOptionsSchema, type Payment } from "@bank/contracts";
import { safeParse } from "zod/mini";
import { getPasskey } from "../webauthn/sign-in.ts";
import { approvePayment } from "./payment-approval.ts";
import { ApiError } from "./request.ts";

export { browserSupportsPasskeys, wasCancelled } from "../webauthn/support.ts";

/**
 * The browser's prompt for `options` (issued for this payment alone), then POST .../approve with its assertion. A
 * closed prompt throws the browser's NotAllowedError (wasCancelled); a refused assertion is 401 wrongProof.
 */
export async function approveWithPasskey(
  businessId: string,
  paymentId: string,
  options: Record<string, unknown>,
): Promise<Payment> {
  const checked = safeParse(passkeyRequestOptionsSchema, options);
  if (!checked.success) throw new ApiError({ kind: "unreadable", status: 200, message: "unexpected passkey options" });
  const passkey = await getPasskey(checked.data);
  return approvePayment(businessId, paymentId, { passkey });
}
