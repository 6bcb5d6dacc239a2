// Limits per UTC day, each counted in one row per owner and day: what a business sent (payments, 250,000.00 USD a
// day) and what a card spent (its own limit). Counting is one guarded upsert, so requests made at once, on one
// instance or many, never pass a limit together; what did not go out (a rejected payment, a released authorisation)
// is given back to its day.
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** A day's counter: its table, the column naming whose it is, and the column counted. */
interface DailyCounter {
  table: "payment_daily_totals" | "card_daily_totals";
  owner: "business_id" | "card_id";
  counted: "sent" | "spent";
}

/** What a business sent on a day, in USD cents. */
export const BUSINESS_SENT: DailyCounter = { table: "payment_daily_totals", owner: "business_id", counted: "sent" };
/** What a card's approved authorisations took on a day, in USD cents. */
export const CARD_SPENT: DailyCounter = { table: "card_daily_totals", owner: "card_id", counted: "spent" };

/** Counts `amount` toward the owner's `day`, unless that would pass `limit`: false when it would. */
export async function countTowardLimit(
  db: Db,
  counter: DailyCounter,
  ownerId: string,
  day: string,
  amount: bigint,
  limit: bigint,
): Promise<boolean> {
  if (amount > limit) return false;
  const table = sql.table(counter.table);
  const owner = sql.ref(counter.owner);
  const counted = sql.ref(counter.counted);
  const sofar = sql.ref(`${counter.table}.${counter.counted}`);
  const { rows } = await sql<{ day: string }>`
    INSERT INTO ${table} (${owner}, day, ${counted}) VALUES (${ownerId}, ${day}, ${amount})
    ON CONFLICT (${owner}, day) DO UPDATE SET ${counted} = ${sofar} + excluded.${counted}
    WHERE ${sofar} + excluded.${counted} <= ${limit}
    RETURNING day`.execute(db);
  return rows.length > 0;
}

/** Gives back to the owner's `day` what was counted and did not go out. */
export async function giveBackToLimit(
  db: Db,
  counter: DailyCounter,
  ownerId: string,
  day: string,
  amount: bigint,
): Promise<void> {
  const counted = sql.ref(counter.counted);
  await sql`UPDATE ${sql.table(counter.table)} SET ${counted} = ${counted} - ${amount}
    WHERE ${sql.ref(counter.owner)} = ${ownerId} AND day = ${day}`.execute(db);
}
