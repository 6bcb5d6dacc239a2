// Every query about staff's internal notes on business applications.
import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { ApplicationNotesTable } from "./schema.ts";

export type ApplicationNoteRow = Selectable<ApplicationNotesTable>;

/** A note with its author's current email and name (null once their account is gone). */
export type ApplicationNoteRecordRow = ApplicationNoteRow & {
  author_email: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
};

/** Writes the note unless one has its id already (a retried send); true when this call wrote it. */
export async function insertApplicationNote(db: Db, note: ApplicationNoteRow): Promise<boolean> {
  const inserted = await db
    .insertInto("application_notes")
    .values(note)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

function notesWithAuthors(db: Db) {
  return db
    .selectFrom("application_notes")
    .leftJoin("users", "users.id", "application_notes.author_id")
    .selectAll("application_notes")
    .select([
      "users.email as author_email",
      "users.first_name as author_first_name",
      "users.last_name as author_last_name",
    ]);
}

export async function findApplicationNote(db: Db, id: string): Promise<ApplicationNoteRecordRow | undefined> {
  return notesWithAuthors(db).where("application_notes.id", "=", id).executeTakeFirst();
}

/** An application's notes, oldest first (notes of one millisecond in id order). */
export async function listApplicationNotes(db: Db, applicationId: string): Promise<ApplicationNoteRecordRow[]> {
  return notesWithAuthors(db)
    .where("application_notes.application_id", "=", applicationId)
    .orderBy("application_notes.at")
    .orderBy("application_notes.id")
    .execute();
}
