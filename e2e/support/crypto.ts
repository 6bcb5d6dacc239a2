// Money for the crypto and analytics specs, through the service as a signed-in page's own request context: the
// business's accounts, and a sandbox deposit waited for until the partner rails post it (SANDBOX_TIME_SCALE, when the
// e2e server sets it, only shortens the wait).
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { MONEY_API_PATHS, type Account, type DepositMethod } from "@bank/contracts";

export async function accountsOf(page: Page, businessId: string): Promise<Account[]> {
  const answer = await page.request.get(MONEY_API_PATHS.accounts(businessId));
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { accounts: Account[] }).accounts;
}

export async function accountNamed(page: Page, businessId: string, name: string): Promise<Account> {
  const account = (await accountsOf(page, businessId)).find((each) => each.name === name);
  expect(account, `an account named ${name}`).toBeTruthy();
  return account!;
}

/** A sandbox deposit into the account (manage, Idempotency-Key), waited for until it has posted. */
export async function depositAndWait(
  page: Page,
  businessId: string,
  account: Account,
  amount: string,
  method: DepositMethod,
): Promise<void> {
  const answer = await page.request.post(MONEY_API_PATHS.sandboxDeposits(businessId), {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { accountId: account.id, amount, method, from: { name: "Seed Capital LP" } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await expect
    .poll(async () => (await accountNamed(page, businessId, account.name)).balance.posted, { timeout: 30_000 })
    .not.toBe(account.balance.posted);
}
