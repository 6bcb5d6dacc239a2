// A new payment while it is being made, kept in this tab's session storage between its steps (its details, their
// review, a payee added on the way), so each step is a page of its own that loads only its own code, and Back or a
// reload keeps what was typed. The review's Idempotency-Key is kept with it: a retry of that review after no answer,
// even after a reload, sends the same key, so the payment is made once (lib/api/idempotency.ts, mayRetryWithSameKey).
import type { PaymentRequest } from "@bank/contracts";
import type { PaymentValues } from "./payment-form.ts";

export interface PaymentDraft {
  businessId: string;
  values: PaymentValues;
  /** The service's refusals of the details, sent back from the review to be shown beside their fields. */
  errors?: Record<string, string>;
  /** The review's Idempotency-Key, and the request it was sent with. */
  sent?: { key: string; request: string };
}

const DRAFT_KEY = "paymentDraft";

/** The draft of this business's payment, if this tab holds one. */
export function readDraft(
  businessId: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): PaymentDraft | null {
  try {
    const draft = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "null") as PaymentDraft | null;
    return draft?.businessId === businessId && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: PaymentDraft, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the steps then start afresh.
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The draft with `payeeId` chosen (a payee just added), the rest as it was, or a new draft for it. */
export function choosePayee(businessId: string, payeeId: string, storage?: Storage): void {
  const draft = readDraft(businessId, storage);
  const values = draft?.values ?? { payeeId: "", fromAccountId: "", amount: "", memo: "", sendOn: "" };
  saveDraft({ ...draft, businessId, values: { ...values, payeeId }, errors: undefined }, storage);
}

/**
 * The Idempotency-Key to send `request` with: the draft's when it was made for this same request (a retry after no
 * answer), else a new one, kept in the draft before it is sent.
 */
export function keyFor(
  draft: PaymentDraft,
  request: PaymentRequest,
  newKey: () => string = () => crypto.randomUUID(),
): PaymentDraft {
  const text = JSON.stringify(request);
  return draft.sent?.request === text ? draft : { ...draft, sent: { key: newKey(), request: text } };
}
