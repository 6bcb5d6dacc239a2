// The new payment page's steps (/dashboard/payments/new), each a page of its own: its details (the page itself), their
// review (?review), and adding a payee on the way (?add-payee). Apart from the payments page's addresses
// (payments-address.ts), which read the contract's statuses: a step loads none of it.

export type NewPaymentStep = "details" | "review" | "add-payee";
export const NEW_PAYMENT_PATH = "/dashboard/payments/new";

export function newPaymentHref(step: NewPaymentStep = "details"): string {
  return step === "details" ? NEW_PAYMENT_PATH : `${NEW_PAYMENT_PATH}?${step}`;
}

export function newPaymentStepOf(search: string): NewPaymentStep {
  const params = new URLSearchParams(search);
  return params.has("review") ? "review" : params.has("add-payee") ? "add-payee" : "details";
}
