// Monthly statements of an account: every month it has been open, with its opening and closing balance; and one
// month's statement as a PDF (exports/statement-pdf.ts): the business, the bank, the account's ending, the balances
// and every posting of the month.
import { formatAmount, type Currency, type Statement } from "@bank/contracts";
import type { Readable } from "node:stream";
import type { BankSettings } from "../../core/bank-settings.ts";
import type { Db } from "../../db/database.ts";
import { statementPdf } from "../exports/statement-pdf.ts";
import { findAccount, type AccountRow } from "../store/accounts-store.ts";
import { findBusiness } from "../store/businesses-store.ts";
import { balanceBefore, postingsBetween } from "../store/postings-store.ts";
import { displayName } from "./businesses.ts";
import { monthRange, monthsBetween } from "./months.ts";

/** Every month the account has been open, newest first; null when the account is not the business's. */
export async function accountStatements(
  db: Db,
  businessId: string,
  accountId: string,
  now: number,
): Promise<Statement[] | null> {
  const account = await findAccount(db, businessId, accountId);
  if (!account) return null;
  const currency = account.currency as Currency;
  const months = monthsBetween(account.openedAt, now);
  // The balance at each month's start (one read each); a month closes at the next one's start, the current at now.
  const boundaries = [...months.map((month) => monthRange(month).start), now + 1];
  const balances: bigint[] = [];
  for (const boundary of boundaries) balances.push(await balanceBefore(db, account.id, boundary));
  const statements: Statement[] = months.map((month, index) => ({
    month,
    openingBalance: formatAmount(balances[index]!, currency),
    closingBalance: formatAmount(balances[index + 1]!, currency),
    currency,
  }));
  statements.reverse();
  return statements;
}

function endingOf(account: AccountRow): string {
  return (account.accountNumber ?? account.depositAddress ?? account.id).slice(-4);
}

/** The month's statement as a PDF stream; null when the account is not the business's or the month not its own. */
export async function statementDocument(
  db: Db,
  bank: BankSettings,
  businessId: string,
  accountId: string,
  month: string,
  now: number,
): Promise<{ pdf: Readable; fileName: string } | null> {
  const account = await findAccount(db, businessId, accountId);
  const business = await findBusiness(db, businessId);
  if (!account || !business) return null;
  if (!monthsBetween(account.openedAt, now).includes(month)) return null;
  const currency = account.currency as Currency;
  const { start, end } = monthRange(month);
  const postings = await postingsBetween(db, account.id, start, end);
  const opening = await balanceBefore(db, account.id, start);
  let moneyIn = 0n;
  let moneyOut = 0n;
  for (const posting of postings) {
    if (posting.amount > 0n) moneyIn += posting.amount;
    else moneyOut += posting.amount;
  }
  const closing = postings.length > 0 ? postings[postings.length - 1]!.balanceAfter : opening;
  const pdf = statementPdf({
    bankName: bank.bankName,
    sandbox: bank.mode === "sandbox",
    businessName: displayName(business),
    account: { name: account.name, ending: endingOf(account), currency, routingNumber: account.routingNumber },
    month,
    openingBalance: formatAmount(opening, currency),
    closingBalance: formatAmount(closing, currency),
    moneyIn: formatAmount(moneyIn, currency),
    moneyOut: formatAmount(moneyOut, currency),
    transactions: postings.map((posting) => ({
      postedAt: new Date(posting.postedAt).toISOString(),
      description: posting.description,
      counterparty: posting.counterparty,
      amount: formatAmount(posting.amount, currency),
      balanceAfter: formatAmount(posting.balanceAfter, currency),
    })),
    generatedAt: new Date(now).toISOString(),
  });
  return { pdf, fileName: `statement-${month}-${endingOf(account)}.pdf` };
}
