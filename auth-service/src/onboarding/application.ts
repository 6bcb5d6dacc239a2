// The customer's side of a business application: the draft made on first sight, edits as JSON Merge Patches
// (RFC 7396), and the submit that checks completeness field by field, starts the 24-hour window, and mails the
// customer.
import crypto from "node:crypto";
import {
  DECISION_WINDOW_MS,
  applicationErrors,
  businessDraftSchema,
  fieldErrors,
  peopleDraftSchema,
  type Application,
  type ApplicationPatchData,
} from "@bank/contracts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
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
import { businessOf, isEditable, peopleOf, toApplication } from "./application-view.ts";
import { mergePatch } from "./merge-patch.ts";

/** The customer's application; the first call makes it, an empty draft. */
export async function getApplication(deps: ServiceDeps, userId: string): Promise<Application> {
  const row = await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId, now: deps.now() });
  return toApplication(row, await listApplicationDocuments(deps.db, row.id));
}

export type PatchOutcome =
  | { kind: "saved"; application: Application }
  | { kind: "not-editable" }
  | { kind: "invalid"; errors: Record<string, string> };

/** The messages of a section's check, by full path ("business.ein"; "people" for the list as a whole). */
function sectionErrors(section: string, error: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([path, message]) => [
      path === "body" ? section : `${section}.${path}`,
      message,
    ]),
  );
}

/**
 * Applies `patch` (RFC 7396) to the stored sections under the application's row lock: `business` merges field by
 * field (address and cryptoUse too), null removes a field and `business: null` clears the section; `people` is a
 * list, so it replaces the stored one whole, and `people: null` empties it. A section the patch leaves out is not
 * touched. Each section it touches is checked whole after the merge with the draft schema (a draft may lack any
 * field, never hold a wrong one): `patch` has passed the route's body schema, so each field given is valid, and the
 * merged section is what is stored, or nothing is. When people shrink, the IDs of the people no longer listed are
 * deleted with them.
 */
export async function patchApplication(
  deps: ServiceDeps,
  userId: string,
  patch: ApplicationPatchData,
): Promise<PatchOutcome> {
  await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId, now: deps.now() });
  return inTransaction(deps.db, async (trx) => {
    const row = (await lockUserApplication(trx, userId))!;
    if (!isEditable(row)) return { kind: "not-editable" as const };
    const merged = mergePatch({ business: businessOf(row), people: peopleOf(row) }, patch) as {
      business?: unknown;
      people?: unknown;
    };
    const sections: { business?: string; people?: string } = {};
    let errors: Record<string, string> = {};
    let peopleCount: number | undefined;
    if (patch.business !== undefined) {
      const business = businessDraftSchema.safeParse(merged.business ?? {});
      if (business.success) sections.business = JSON.stringify(business.data);
      else errors = { ...errors, ...sectionErrors("business", business.error) };
    }
    if (patch.people !== undefined) {
      const people = peopleDraftSchema.safeParse(merged.people ?? []);
      if (people.success) {
        sections.people = JSON.stringify(people.data);
        peopleCount = people.data.length;
      } else errors = { ...errors, ...sectionErrors("people", people.error) };
    }
    if (Object.keys(errors).length > 0) return { kind: "invalid" as const, errors };

    await updateApplicationSections(trx, row.id, sections, deps.now());
    if (peopleCount !== undefined) await deleteIdentityDocumentsFrom(trx, row.id, peopleCount);
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
export async function submitApplication(deps: ServiceDeps, user: UserRow, client: ClientInfo): Promise<SubmitOutcome> {
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
