// A payee added while making a payment, checked before it is sent (the service checks again, in the same words:
// PAYEE_MESSAGES): a name; for ACH an account number, an ABA routing number whose checksum holds and the account's
// type; for a wire the bank's name and the payee's address too; for USDC and ETH a wallet address with its EIP-55
// checksum, for BTC a bech32 or base58check address.
// Both checksums are the contract's; the wallet's needs Keccak-256, so it is handed in once fetched
// (wallet-address-check.ts), and only a USDC payee waits for it. Field names are the form's: `payee.<field>`.
import { PAYEE_MESSAGES as M, isAbaRoutingNumber, type PayeeRequest, type PaymentMethod } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import type { Checked } from "../money/use-money-form.ts";

export interface PayeeValues {
  name: string;
  method: PaymentMethod;
  accountNumber: string;
  routingNumber: string;
  accountType: "checking" | "savings";
  bankName: string;
  address: string;
  walletAddress: string;
}

export function emptyPayee(method: PaymentMethod): PayeeValues {
  return {
    name: "",
    method,
    accountNumber: "",
    routingNumber: "",
    accountType: "checking",
    bankName: "",
    address: "",
    walletAddress: "",
  };
}

/** A text of 1 to `max` characters once trimmed, or undefined. */
function text(value: string, max: number): string | undefined {
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
}

/** The payee as the service takes it, or each field's message under its name in the form (`payee.name`). */
export function checkPayee(
  values: PayeeValues,
  isWalletAddress: (address: string, method: PaymentMethod) => boolean,
): Checked<PayeeRequest> {
  const checked = checkFields(values, isWalletAddress);
  return checked.ok ? checked : { ok: false, errors: payeeFieldErrors(checked.errors) };
}

function checkFields(
  values: PayeeValues,
  isWalletAddress: (address: string, method: PaymentMethod) => boolean,
): Checked<PayeeRequest> {
  const errors: Record<string, string> = {};
  const name = text(values.name, 100);
  if (!name) errors.name = M.name;
  if (values.method === "usdc" || values.method === "btc" || values.method === "eth") {
    // Spaces around a pasted address are dropped; its letters' case is its checksum and stays as typed.
    const walletAddress = values.walletAddress.trim();
    if (!isWalletAddress(walletAddress, values.method))
      errors.walletAddress = values.method === "btc" ? M.btcAddress : M.walletAddress;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, request: { name: name!, method: values.method, walletAddress } };
  }
  const accountNumber = values.accountNumber.replace(/[\s-]/g, "");
  if (!/^\d{4,17}$/.test(accountNumber)) errors.accountNumber = M.accountNumber;
  const routingNumber = values.routingNumber.replace(/[\s-]/g, "");
  if (!isAbaRoutingNumber(routingNumber)) errors.routingNumber = M.routingNumber;
  const bank = { accountNumber, routingNumber };
  if (values.method === "ach") {
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, request: { name: name!, method: "ach", ...bank, accountType: values.accountType } };
  }
  const bankName = text(values.bankName, 100);
  if (!bankName) errors.bankName = M.bankName;
  const address = text(values.address, 200);
  if (!address) errors.address = M.address;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { name: name!, method: "wire", ...bank, bankName: bankName!, address: address! } };
}

/** A payee's field messages under the form's names for them (`payee.name`), as the service's or the form's. */
export function payeeFieldErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`payee.${field}`, message]));
}

/** Where a refusal of the payee is shown: its field messages beside its fields, any other words above the button. */
export function payeeRefusal(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.kind !== "refused") return null;
  if (Object.keys(error.fieldErrors).length > 0) return payeeFieldErrors(error.fieldErrors);
  return error.serverMessage && error.status < 500 ? { form: error.serverMessage } : null;
}
