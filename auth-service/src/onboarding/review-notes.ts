// Staff's internal notes on a business application: read with the application (view or approve), added by reviewers
// (approve), each audited with its author. The customer's own views of their application never carry them
// (application-view.ts builds those from the application's row and documents only).
import type { ApplicationNote } from "@bank/contracts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps } from "../core/deps.ts";
import {
  findApplicationNote,
  insertApplicationNote,
  listApplicationNotes,
  type ApplicationNoteRecordRow,
} from "../db/application-notes-store.ts";
import { findApplication } from "../db/applications-store.ts";
import { inTransaction, type Db } from "../db/database.ts";
import { findUserById } from "../db/users-store.ts";
import type { Reviewer } from "./review.ts";

export function toApplicationNote(row: ApplicationNoteRecordRow): ApplicationNote {
  return {
    id: row.id,
    body: row.body,
    at: new Date(Number(row.at)).toISOString(),
    authorEmail: row.author_email,
    authorName: row.author_email === null ? null : `${row.author_first_name} ${row.author_last_name}`,
  };
}

export async function notesOf(db: Db, applicationId: string): Promise<ApplicationNote[]> {
  return (await listApplicationNotes(db, applicationId)).map(toApplicationNote);
}

export type AddNoteOutcome =
  { kind: "added" | "already-added"; note: ApplicationNote } | { kind: "not-found" } | { kind: "id-taken" };

/**
 * Adds the note under the id the console made. The same note sent again (a retry after a lost answer) is answered
 * with the one kept, unchanged; the id sent with other words, by someone else or on another application is refused.
 */
export async function addApplicationNote(
  deps: ServiceDeps,
  applicationId: string,
  note: { id: string; body: string },
  reviewer: Reviewer,
): Promise<AddNoteOutcome> {
  const application = await findApplication(deps.db, applicationId);
  if (!application) return { kind: "not-found" };
  const now = deps.now();
  const added = await inTransaction(deps.db, async (trx) => {
    const inserted = await insertApplicationNote(trx, {
      id: note.id,
      application_id: application.id,
      author_id: reviewer.staff.id,
      body: note.body,
      at: now,
    });
    if (!inserted) return false;
    const applicant = await findUserById(trx, application.user_id);
    await recordAuditEvent(
      trx,
      "application_note_added",
      {
        userId: application.user_id,
        email: applicant?.email ?? null,
        ip: reviewer.client.ip,
        userAgent: reviewer.client.userAgent,
        actorId: reviewer.staff.id,
      },
      now,
      // The note's words stay with the application: the audit log, which more staff read, names it only.
      { applicationId: application.id, noteId: note.id },
    );
    return true;
  });
  const kept = await findApplicationNote(deps.db, note.id);
  if (!kept) return { kind: "id-taken" };
  const same =
    kept.application_id === application.id && kept.author_id === reviewer.staff.id && kept.body === note.body;
  if (!same) return { kind: "id-taken" };
  return { kind: added ? "added" : "already-added", note: toApplicationNote(kept) };
}
