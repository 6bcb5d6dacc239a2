// The customer's side of a business application: the draft made on first sight, edits that replace whole sections,
// and the submit that checks completeness field by field, starts the 24-hour window, and mails the customer.
import crypto from "node:crypto";
import { DECISION_WINDOW_MS, applicationErrors, type Application, type ApplicationPatchData } from "@bank/contracts";
import { recordAuditEvent } from "../auth/audit.ts";
import type { AuthDeps, ClientInfo } from "../auth/deps.ts";
import { deleteIdentityDocumentsFrom, listApplicationDocuments } from "../db/application-documents-store.ts";
import {
  findOrCreateApplication,
  lockUserApplication,
  markApplicationSubmitted,
  updateApplicationSections,
} from "../db/applications-store.ts";
import { inTransaction } from "../db/database.ts";
import type { UserRow } from "../db/users-store.ts";
import { applicationSubmittedMessage } from "../mail/onboarding-messages.ts";
import { isEditable, toApplication } from "./application-view.ts";

/** The customer's application; the first call makes it, an empty draft. */
export async function getApplication(deps: AuthDeps, userId: string): Promise<Application> {
  const row = await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId, now: deps.now() });
  return toApplication(row, await listApplicationDocuments(deps.db, row.id));
}

export type PatchOutcome = { kind: "saved"; application: Application } | { kind: "not-editable" };

/**
 * Replaces each section given (business, people) whole; a section left out stays. `patch` has passed the draft
 * schemas (the route's body schema): a draft may lack any field, never hold a wrong one. When people shrink, the
 * IDs of the people no longer listed are deleted with them.
 */
export async function patchApplication(
  deps: AuthDeps,
  userId: string,
  { business, people }: ApplicationPatchData,
): Promise<PatchOutcome> {
  await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId, now: deps.now() });
  return inTransaction(deps.db, async (trx) => {
    const row = (await lockUserApplication(trx, userId))!;
    if (!isEditable(row)) return { kind: "not-editable" as const };
    const now = deps.now();
    await updateApplicationSections(
      trx,
      row.id,
      {
        ...(business !== undefined ? { business: JSON.stringify(business) } : {}),
        ...(people !== undefined ? { people: JSON.stringify(people) } : {}),
      },
      now,
    );
    if (people !== undefined) await deleteIdentityDocumentsFrom(trx, row.id, people.length);
    const saved = (await lockUserApplication(trx, userId))!;
    return { kind: "saved" as const, application: toApplication(saved, await listApplicationDocuments(trx, row.id)) };
  });
}

export type SubmitOutcome =
  | { kind: "submitted"; application: Application }
  | { kind: "email-not-verified" }
  | { kind: "not-submittable" }
  | { kind: "incomplete"; errors: Record<string, string> };

/**
 * Sends the application for review: only from an address the customer has proven (we write to them there), only
 * while editable, only when complete. Starts a new 24-hour window each time and clears the reviewer's last note.
 */
export async function submitApplication(deps: AuthDeps, user: UserRow, client: ClientInfo): Promise<SubmitOutcome> {
  if (user.email_verified_at === null) return { kind: "email-not-verified" };
  await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId: user.id, now: deps.now() });
  const outcome = await inTransaction(deps.db, async (trx) => {
    const row = (await lockUserApplication(trx, user.id))!;
    if (!isEditable(row)) return { kind: "not-submittable" as const };
    const documents = await listApplicationDocuments(trx, row.id);
    const current = toApplication(row, documents);
    const errors = applicationErrors(current);
    if (Object.keys(errors).length > 0) return { kind: "incomplete" as const, errors };
    const now = deps.now();
    const decisionDueAt = now + DECISION_WINDOW_MS;
    await markApplicationSubmitted(trx, row.id, now, decisionDueAt);
    await recordAuditEvent(
      trx,
      "application_submitted",
      { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
      now,
      { applicationId: row.id },
    );
    const submitted = (await lockUserApplication(trx, user.id))!;
    return { kind: "submitted" as const, application: toApplication(submitted, documents), decisionDueAt };
  });
  if (outcome.kind !== "submitted") return outcome;
  deps.runLater(() => deps.mailer.send(applicationSubmittedMessage(user, new Date(outcome.decisionDueAt))));
  return { kind: "submitted", application: outcome.application };
}
