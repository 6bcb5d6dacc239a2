// The money routes of a business's accounts (docs/api.md, "Money"): the accounts with their balances (a cached read
// the money pages share), opening and renaming one, and transfers between two of them. A change may be refused
// with secondFactorRequired / reauthenticationRequired: the page asks for the factor in place and calls again.
import {
  MONEY_API_PATHS,
  accountAnswerSchema,
  accountListSchema,
  transferAnswerSchema,
  type Account,
  type AccountList,
  type AccountRequest,
  type Transfer,
  type TransferRequest,
} from "@bank/contracts";
import { createQuery, type Query } from "./query.ts";
import { request } from "./request.ts";

const queries = new Map<string, Query<AccountList | null>>();

/** GET /api/businesses/:id/accounts (view): one cached read per business, shared by every island of a page. */
export function accountsQuery(businessId: string): Query<AccountList | null> {
  let query = queries.get(businessId);
  if (!query) {
    query = createQuery([MONEY_API_PATHS.accounts(businessId)], { schema: accountListSchema });
    queries.set(businessId, query);
  }
  return query;
}

/** POST /api/businesses/:id/accounts (manage, step-up): 409 tooManyAccounts at MAX_ACCOUNTS. */
export async function openAccount(businessId: string, account: AccountRequest): Promise<Account> {
  const path = MONEY_API_PATHS.accounts(businessId);
  return (await request("POST", path, { body: account, schema: accountAnswerSchema })).account;
}

/** PATCH /api/businesses/:id/accounts/:accountId (manage) */
export async function renameAccount(businessId: string, accountId: string, name: string): Promise<Account> {
  const path = MONEY_API_PATHS.account(businessId, accountId);
  return (await request("PATCH", path, { body: { name }, schema: accountAnswerSchema })).account;
}

/**
 * POST /api/businesses/:id/transfers (pay, second factor) with the submission's Idempotency-Key: 422
 * insufficientFunds, 400 currencyMismatch or sameAccount, field errors in `errors`.
 */
export async function sendTransfer(
  businessId: string,
  transfer: TransferRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  const path = MONEY_API_PATHS.transfers(businessId);
  return (await request("POST", path, { body: transfer, idempotencyKey, schema: transferAnswerSchema })).transfer;
}
