// Payees: the people and companies a business pays (docs/workspace.md, "Payees"). ACH needs an account and routing
// number and the account's type; a wire the bank's name and the payee's address too; USDC and ETH an EIP-55 address,
// BTC a bech32 or base58check one.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { isBitcoinAddress } from "./crypto-payee-fields.ts";
import { isChecksummedAddress } from "./payee-fields.ts";
import { isAbaRoutingNumber } from "./routing-number.ts";
import { PAYEE_MESSAGES as M } from "../texts/payee-messages.ts";
import { PAYMENT_METHODS } from "./payment-methods.ts";

export const ACCOUNT_TYPES = ["checking", "savings"] as const;
export const MAX_PAYEES = 500;

const trimmedText = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

export const payeeRequestSchema = lazySchema(() =>
  z
    .object({
      name: trimmedText(100, M.name),
      method: z.enum(PAYMENT_METHODS, { error: M.method }),
      accountNumber: z.optional(
        z.string({ error: M.accountNumber }).check(z.trim(), z.regex(/^\d{4,17}$/, M.accountNumber)),
      ),
      routingNumber: z.optional(
        z.string({ error: M.routingNumber }).check(z.trim(), z.refine(isAbaRoutingNumber, { error: M.routingNumber })),
      ),
      accountType: z.optional(z.enum(ACCOUNT_TYPES, { error: M.accountType })),
      bankName: z.optional(trimmedText(100, M.bankName)),
      address: z.optional(trimmedText(200, M.address)),
      walletAddress: z.optional(
        z.string({ error: M.walletAddress }).check(z.trim(), z.maxLength(100, M.walletAddress)),
      ),
    })
    .check((context) => {
      const payee = context.value;
      const missing = (field: string, message: string) =>
        context.issues.push({ code: "custom", path: [field], message, input: payee });
      if (payee.method === "btc") {
        if (!payee.walletAddress || !isBitcoinAddress(payee.walletAddress)) missing("walletAddress", M.btcAddress);
        return;
      }
      if (payee.method === "usdc" || payee.method === "eth") {
        if (!payee.walletAddress || !isChecksummedAddress(payee.walletAddress))
          missing("walletAddress", M.walletAddress);
        return;
      }
      if (!payee.accountNumber) missing("accountNumber", M.accountNumber);
      if (!payee.routingNumber) missing("routingNumber", M.routingNumber);
      if (payee.method === "ach" && !payee.accountType) missing("accountType", M.accountType);
      if (payee.method === "wire") {
        if (!payee.bankName) missing("bankName", M.bankName);
        if (!payee.address) missing("address", M.address);
      }
    }),
);
export type PayeeRequest = z.infer<typeof payeeRequestSchema>;

export const payeeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    method: z.enum(PAYMENT_METHODS),
    /** The account number's last four digits: the whole number never leaves the bank once saved. */
    accountNumberEnding: z.nullable(z.string()),
    routingNumber: z.nullable(z.string()),
    accountType: z.nullable(z.enum(ACCOUNT_TYPES)),
    bankName: z.nullable(z.string()),
    address: z.nullable(z.string()),
    walletAddress: z.nullable(z.string()),
    createdBy: z.nullable(z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() })),
    createdAt: z.string(),
  }),
);
export type Payee = z.infer<typeof payeeSchema>;

export const payeeListSchema = lazySchema(() => z.object({ payees: z.array(payeeSchema) }));
export const payeeAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), payee: payeeSchema }));
export const payeeParamsSchema = lazySchema(() => z.object({ businessId: routeIdField(), payeeId: routeIdField() }));

export const PAYEE_API_PATHS = {
  payees: (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/payees`,
  payee: (businessId: string, payeeId: string) =>
    `/api/businesses/${encodeURIComponent(businessId)}/payees/${encodeURIComponent(payeeId)}`,
} as const;
