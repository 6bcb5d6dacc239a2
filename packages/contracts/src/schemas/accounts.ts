// A business's accounts and their balances (docs/ledger.md): USD checking and savings with an account and routing
// number, USDC, BTC and ETH wallets with a deposit address. Balances: available (what may be spent now: posted less money on
// hold), posted, and pending (the net of what is on its way in and out).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { routeIdField } from "./workspace.ts";
import { CURRENCIES } from "../money/currencies.ts";
import { LEDGER_MESSAGES as M } from "../texts/ledger-messages.ts";
import { currencyField, moneyText } from "./money-fields.ts";

export const ACCOUNT_KINDS = ["checking", "savings", "wallet"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** Accounts a business may hold at once. */
export const MAX_ACCOUNTS = 20;

export const balanceSchema = lazySchema(() =>
  z.object({ available: moneyText(), posted: moneyText(), pending: moneyText() }),
);
export type Balance = z.infer<typeof balanceSchema>;

export const accountSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(ACCOUNT_KINDS),
    currency: currencyField(),
    accountNumber: z.nullable(z.string()),
    routingNumber: z.nullable(z.string()),
    depositAddress: z.nullable(z.string()),
    balance: balanceSchema,
    /** ISO 8601, UTC. */
    openedAt: z.string(),
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = lazySchema(() => z.object({ accounts: z.array(accountSchema) }));
export type AccountList = z.infer<typeof accountListSchema>;
export const accountAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), account: accountSchema }));

const accountName = () =>
  z.string({ error: M.accountName }).check(z.trim(), z.minLength(1, M.accountName), z.maxLength(50, M.accountName));

/** POST /api/businesses/:businessId/accounts (manage, step-up) */
export const accountRequestSchema = lazySchema(() =>
  z
    .strictObject({
      name: accountName(),
      kind: z.enum(ACCOUNT_KINDS, { error: M.accountKind }),
      currency: z.enum(CURRENCIES, { error: M.accountCurrency }),
    })
    .check((context) => {
      const { kind, currency } = context.value;
      if ((currency === "USD") === (kind === "wallet"))
        context.issues.push({ code: "custom", path: ["kind"], message: M.accountKindCurrency, input: kind });
    }),
);
export type AccountRequest = z.infer<typeof accountRequestSchema>;

/** PATCH /api/businesses/:businessId/accounts/:accountId (manage) */
export const accountRenameSchema = lazySchema(() => z.strictObject({ name: accountName() }));

export const accountParamsSchema = lazySchema(() =>
  z.object({ businessId: routeIdField(), accountId: routeIdField() }),
);
