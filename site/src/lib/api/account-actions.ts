// Opening and renaming a business's accounts (docs/api.md, "Money"). A change may be refused with
// secondFactorRequired / reauthenticationRequired: the page asks for the factor in place and calls again.
import { MONEY_API_PATHS, accountAnswerSchema, type Account, type AccountRequest } from "@bank/contracts";
import { request } from "./request.ts";

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
