// Payments, payees and accounts for the payments page's tests: each as the service answers it, changed where a test
// says so.
import type { Account, Payee, Payment } from "@bank/contracts";

export const PAULA = { userId: "user-paula", firstName: "Paula", lastName: "Payer" };
export const ARTHUR = { userId: "user-arthur", firstName: "Arthur", lastName: "Approver" };

export function payment(changes: Partial<Payment> = {}): Payment {
  return {
    id: "payment-1",
    status: "pending_approval",
    amount: "15000.00",
    currency: "USD",
    fee: "0.00",
    payee: {
      id: "payee-1",
      name: "Acme Supplies LLC",
      method: "ach",
      destination: "ACH to checking account ending 6789, routing 021000021",
    },
    fromAccountId: "checking",
    memo: null,
    sendOn: null,
    createdBy: PAULA,
    createdAt: "2026-03-04T15:05:00.000Z",
    approvalsRequired: 1,
    approvals: [],
    timeline: [{ status: "pending_approval", at: "2026-03-04T15:05:00.000Z", by: PAULA, note: null }],
    ...changes,
  };
}

export function payee(changes: Partial<Payee> = {}): Payee {
  return {
    id: "payee-1",
    name: "Acme Supplies LLC",
    method: "ach",
    accountNumberEnding: "6789",
    routingNumber: "021000021",
    accountType: "checking",
    bankName: null,
    address: null,
    walletAddress: null,
    createdBy: PAULA,
    createdAt: "2026-03-01T00:00:00.000Z",
    ...changes,
  };
}

export const USDC_PAYEE = payee({
  id: "payee-usdc",
  name: "Chain Vendor",
  method: "usdc",
  accountNumberEnding: null,
  routingNumber: null,
  accountType: null,
  walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
});

export function account(id: string, currency: "USD" | "USDC", available = "20000.00"): Account {
  return {
    id,
    name: id === "wallet" ? "USDC Wallet" : "Checking",
    kind: currency === "USD" ? "checking" : "wallet",
    currency,
    accountNumber: null,
    routingNumber: null,
    depositAddress: null,
    balance: { available, posted: available, pending: currency === "USD" ? "0.00" : "0.000000" },
    openedAt: "2026-01-01T00:00:00.000Z",
  };
}
