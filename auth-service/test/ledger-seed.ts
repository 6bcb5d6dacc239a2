// Many posted transactions for one account at once, for the export's bench and tests.
//
// Seeding goes through SQL inserts, not postMovement: postMovement is five statements a movement (0.43 ms a movement
// on SQLite and 2.7 ms on PostgreSQL on the 2-core machine, in batches of 1,000 a transaction), 45 s and 4.5 minutes
// for 100,000. The rows are what postMovement writes: a transaction, one entry on the business's account and one on
// the bank's settlement account, both posted, each with its place in its account's postings and the balance after
// it; then the two accounts' posted balances and posting counts. All in one transaction that holds both accounts'
// rows, so the chains continue from what they held. `verifyLedger` checks the result like any other ledger.
import crypto from "node:crypto";
import type { Insertable } from "kysely";
import { sql } from "kysely";
import { inTransaction, type Db } from "../src/db/database.ts";
import type { LedgerEntriesTable, LedgerTransactionsTable } from "../src/db/schema.ts";
import { BANK_ACCOUNTS } from "../src/workspace/ledger/bank-accounts.ts";
import { moneyText, toMinor } from "../src/workspace/store/money-sql.ts";

const ROWS_PER_INSERT = 500;
const SPACING_MS = 5 * 60_000;
const PAYEES = ["Office Supplies Co", "Cloud Hosting Inc", "Payroll Services", "Legal Partners LLP", "Coffee Roasters"];
const PAYERS = ["Acme Corp", "Globex", "Initech", "Umbrella Retail", "Stark Components"];

/** A small deterministic generator, so every run seeds the same amounts. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Seeds `count` posted transactions on `accountId` (a USD account of the business), against the bank's USD
 * settlement account: deposits in and payments out, one every five minutes up to now, never below zero.
 */
export async function seedTransactions(db: Db, businessId: string, accountId: string, count: number): Promise<void> {
  const settlementId = BANK_ACCOUNTS.settlement.USD;
  const random = randomFrom(42);
  await inTransaction(db, async (trx) => {
    // Both rows locked (PostgreSQL; SQLite's IMMEDIATE transaction holds the one write lock), as postMovement does.
    const held = await trx
      .selectFrom("ledger_accounts")
      .select(["id", moneyText("posted"), "postings"])
      .where("id", "in", [accountId, settlementId])
      .orderBy("id")
      .forUpdate()
      .execute();
    const state = new Map(
      held.map((row) => [row.id, { posted: toMinor(row.posted!), postings: Number(row.postings) }]),
    );
    const account = state.get(accountId)!;
    const settlement = state.get(settlementId)!;
    const start = Date.now() - count * SPACING_MS;
    let transactions: Insertable<LedgerTransactionsTable>[] = [];
    let entries: Insertable<LedgerEntriesTable>[] = [];
    const flush = async () => {
      if (transactions.length === 0) return;
      await trx.insertInto("ledger_transactions").values(transactions).execute();
      await trx.insertInto("ledger_entries").values(entries).execute();
      transactions = [];
      entries = [];
    };
    for (let i = 0; i < count; i += 1) {
      const at = start + i * SPACING_MS;
      const outgoing = i % 3 !== 0 && account.posted > 50_000n;
      const size = outgoing
        ? BigInt(500 + Math.floor(random() * 20_000))
        : BigInt(10_000 + Math.floor(random() * 500_000));
      const amount = outgoing ? -size : size;
      const party = outgoing ? PAYEES[i % PAYEES.length]! : PAYERS[i % PAYERS.length]!;
      const transactionId = crypto.randomUUID();
      transactions.push({
        id: transactionId,
        business_id: businessId,
        kind: outgoing ? "payment" : "deposit",
        description: outgoing ? `Payment to ${party}` : `ACH deposit from ${party}`,
        counterparty: party,
        memo: null,
        reference: `INV-${100_000 + i}`,
        payment_id: null,
        created_by: null,
        created_at: at,
      });
      for (const [side, sideAmount, sideBusiness] of [
        [account, amount, businessId],
        [settlement, -amount, null],
      ] as const) {
        side.posted += sideAmount;
        side.postings += 1;
        entries.push({
          id: crypto.randomUUID(),
          transaction_id: transactionId,
          account_id: side === account ? accountId : settlementId,
          business_id: sideBusiness,
          currency: "USD",
          amount: sideAmount,
          status: "posted",
          created_at: at,
          posted_at: at,
          account_seq: side.postings,
          balance_after: side.posted,
        });
      }
      if (transactions.length === ROWS_PER_INSERT) await flush();
    }
    await flush();
    for (const [id, { posted, postings }] of state)
      await sql`UPDATE ledger_accounts SET posted = ${posted}, postings = ${postings} WHERE id = ${id}`.execute(trx);
  });
}
