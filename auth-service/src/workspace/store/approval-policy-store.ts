// A business's approval rules, and who may approve. No policy row: the business still has the contract's defaults.
import type { Db } from "../../db/database.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export interface StoredRule {
  currency: string;
  atLeast: bigint;
  approvals: number;
}

/** The business's own rules by currency and amount, or null when it has never set any (the defaults apply). */
export async function findApprovalRules(db: Db, businessId: string): Promise<StoredRule[] | null> {
  const policy = await db
    .selectFrom("approval_policies")
    .select("business_id")
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  if (!policy) return null;
  const rows = await db
    .selectFrom("approval_rules")
    .select(["currency", moneyText("at_least"), "approvals"])
    .where("business_id", "=", businessId)
    .orderBy("currency")
    .orderBy("at_least")
    .execute();
  return rows.map((row) => ({ currency: row.currency, atLeast: toMinor(row.at_least!), approvals: row.approvals }));
}

/** Replaces the business's rules with these (none: no payment needs an approval). */
export async function replaceApprovalRules(
  db: Db,
  businessId: string,
  rules: readonly StoredRule[],
  by: { userId: string; now: number },
): Promise<void> {
  await db
    .insertInto("approval_policies")
    .values({ business_id: businessId, updated_by: by.userId, updated_at: by.now })
    .onConflict((conflict) => conflict.column("business_id").doUpdateSet({ updated_by: by.userId, updated_at: by.now }))
    .execute();
  await db.deleteFrom("approval_rules").where("business_id", "=", businessId).execute();
  if (rules.length > 0)
    await db
      .insertInto("approval_rules")
      .values(
        rules.map((rule) => ({
          business_id: businessId,
          currency: rule.currency,
          at_least: rule.atLeast,
          approvals: rule.approvals,
        })),
      )
      .execute();
}

/** The members who may approve payments: owners, and members holding approve. */
export async function listApprovers(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("business_members")
    .select(["user_id", "permissions", "owner"])
    .where("business_id", "=", businessId)
    .execute();
  return rows
    .filter((row) => row.owner === 1 || row.permissions.split(",").includes("approve"))
    .map((row) => row.user_id);
}
