// A rejection's or a sandbox return's reason, checked before it is sent as the service checks it (reasonRequestSchema:
// 1 to 200 characters once trimmed), in the service's words.
import { PAYMENT_FIELD_MESSAGES as M } from "@bank/contracts";
import type { Checked } from "../money/use-money-form.ts";

export function checkReason(reason: string): Checked<string> {
  const trimmed = reason.trim();
  return trimmed.length >= 1 && trimmed.length <= 200
    ? { ok: true, request: trimmed }
    : { ok: false, errors: { reason: M.reason } };
}
