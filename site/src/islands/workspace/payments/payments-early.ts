// The payments page's first read, asked for as soon as its code runs, beside the list of businesses
// (money-business.ts, startForChosenBusiness): the payment its address opens, or the first page of the list. The
// view that shows it takes it once, for its business; any other read it makes itself.
import type { Payment, PaymentPage, PaymentStatus } from "@bank/contracts";
import { fetchPayment, fetchPayments } from "../../../lib/api/payments.ts";
import { viewOf } from "./payments-address.ts";

let early: { key: string; answer: Promise<unknown> } | null = null;

export const paymentKey = (businessId: string, paymentId: string) => `${businessId}/payment/${paymentId}`;
export const listKey = (businessId: string, status: PaymentStatus | undefined) => `${businessId}/list/${status ?? ""}`;

function keep(key: string, answer: Promise<unknown>): void {
  answer.catch(() => undefined); // whoever takes it hears of a failure
  early = { key, answer };
}

/** Starts the read the page's address asks for, for the business this browser chose. */
export function startFirstRead(businessId: string): void {
  const view = viewOf(window.location.search);
  if (view.kind === "payment") keep(paymentKey(businessId, view.paymentId), fetchPayment(businessId, view.paymentId));
  else if (view.kind === "list")
    keep(listKey(businessId, view.status), fetchPayments(businessId, { status: view.status }));
}

/** The early answer under `key` (once), else a read of its own. */
function firstRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const taken = early?.key === key ? (early.answer as Promise<T>) : null;
  early = null;
  return taken ?? read();
}

export function firstPayment(businessId: string, paymentId: string): Promise<Payment> {
  return firstRead(paymentKey(businessId, paymentId), () => fetchPayment(businessId, paymentId));
}

export function firstPage(businessId: string, status: PaymentStatus | undefined): Promise<PaymentPage> {
  return firstRead(listKey(businessId, status), () => fetchPayments(businessId, { status }));
}
