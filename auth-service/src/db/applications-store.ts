// Every query about business applications and the decisions reviewers made on them.
import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { ApplicationDecisionsTable, ApplicationsTable } from "./schema.ts";

export type ApplicationRow = Selectable<ApplicationsTable>;
export type ApplicationDecisionRow = Selectable<ApplicationDecisionsTable>;

/** The customer's application, made as an empty draft when they have none (two first reads at once make one). */
export async function findOrCreateApplication(
  db: Db,
  draft: { id: string; userId: string; now: number },
): Promise<ApplicationRow> {
  const existing = await findUserApplication(db, draft.userId);
  if (existing) return existing;
  await db
    .insertInto("applications")
    .values({
      id: draft.id,
      user_id: draft.userId,
      status: "draft",
      business: "{}",
      people: "[]",
      note: null,
      created_at: draft.now,
      updated_at: draft.now,
    })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
  return (await findUserApplication(db, draft.userId))!;
}

export async function findUserApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom("applications").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The customer's application, its row locked until the transaction ends: whatever changes it (an edit, a submit,
 * an upload, a decision) takes this lock or updates the row, so they happen one after another.
 */
export async function lockUserApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom("applications").selectAll().where("user_id", "=", userId).forUpdate().executeTakeFirst();
}

export async function updateApplicationSections(
  db: Db,
  id: string,
  sections: { business?: string; people?: string },
  now: number,
): Promise<void> {
  await db
    .updateTable("applications")
    .set({ ...sections, updated_at: now })
    .where("id", "=", id)
    .execute();
}

export async function markApplicationSubmitted(db: Db, id: string, now: number, decisionDueAt: number): Promise<void> {
  await db
    .updateTable("applications")
    .set({ status: "submitted", submitted_at: now, decision_due_at: decisionDueAt, note: null, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/**
 * Moves a submitted application to `status` and returns it; undefined when it is not (or no longer) submitted.
 * The WHERE makes it one winner: of two reviewers deciding at once, the second finds it decided.
 */
export async function decideSubmittedApplication(
  db: Db,
  id: string,
  outcome: { status: string; note: string | null },
  now: number,
): Promise<ApplicationRow | undefined> {
  return db
    .updateTable("applications")
    .set({ status: outcome.status, note: outcome.note, decided_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "submitted")
    .returningAll()
    .executeTakeFirst();
}

export async function insertApplicationDecision(db: Db, decision: ApplicationDecisionRow): Promise<void> {
  await db.insertInto("application_decisions").values(decision).execute();
}

export type DecisionRecordRow = Pick<ApplicationDecisionRow, "at" | "decision" | "note"> & {
  actor_email: string | null;
};

/** The decisions made on an application, oldest first, with the reviewer's address. */
export async function listApplicationDecisions(db: Db, applicationId: string): Promise<DecisionRecordRow[]> {
  return db
    .selectFrom("application_decisions")
    .leftJoin("users", "users.id", "application_decisions.actor_id")
    .select([
      "application_decisions.at",
      "application_decisions.decision",
      "application_decisions.note",
      "users.email as actor_email",
    ])
    .where("application_decisions.application_id", "=", applicationId)
    .orderBy("application_decisions.at")
    .orderBy("application_decisions.id")
    .execute();
}

export type ApplicationSummaryRow = Pick<
  ApplicationRow,
  "id" | "user_id" | "status" | "business" | "submitted_at" | "decision_due_at" | "created_at"
> & { email: string; first_name: string; last_name: string };

/** Applications in one state with their applicant, oldest submission first (the queue), at most `limit`. */
export async function listApplicationsByStatus(
  db: Db,
  status: string,
  limit: number,
): Promise<ApplicationSummaryRow[]> {
  return db
    .selectFrom("applications")
    .innerJoin("users", "users.id", "applications.user_id")
    .select([
      "applications.id",
      "applications.user_id",
      "applications.status",
      "applications.business",
      "applications.submitted_at",
      "applications.decision_due_at",
      "applications.created_at",
      "users.email",
      "users.first_name",
      "users.last_name",
    ])
    .where("applications.status", "=", status)
    .orderBy("applications.submitted_at")
    .orderBy("applications.created_at")
    .orderBy("applications.id")
    .limit(limit)
    .execute();
}
