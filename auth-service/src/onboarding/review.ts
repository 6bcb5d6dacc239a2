// The reviewers' side of business applications: the queue (oldest submission first, with what is overdue), one
// application with its decisions and staff's notes (review-notes.ts), its documents (each reading audited), and the
// decision itself: one winner when reviewers decide at once, never on one's own application, audited with the
// reviewer and mailed to the customer.
import crypto from "node:crypto";
import type {
  AdminApplicationDetail,
  AdminApplicationSummary,
  AdminCustomerApplication,
  ApplicationStatus,
  Decision,
} from "@bank/contracts";
import { recordAuditEvent, type AuditEventName } from "../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";
import { listApplicationDocuments } from "../db/application-documents-store.ts";
import {
  decideSubmittedApplication,
  findApplication,
  findUserApplication,
  insertApplicationDecision,
  listApplicationDecisions,
  listApplicationsByStatus,
  type ApplicationRow,
} from "../db/applications-store.ts";
import { inTransaction } from "../db/database.ts";
import { findUserById, type UserRow } from "../db/users-store.ts";
import type { MailMessage } from "../mail/mailer.ts";
import {
  applicationApprovedMessage,
  applicationNeedsInfoMessage,
  applicationRejectedMessage,
} from "../mail/onboarding-messages.ts";
import { openBusiness } from "../workspace/domain/businesses.ts";
import { businessOf, toApplication } from "./application-view.ts";
import { notesOf } from "./review-notes.ts";
import { openApplicationDocument, type OpenedDocument } from "./documents.ts";

/** The most applications one list answers: far more than a day's queue. */
const LIST_LIMIT = 500;

/** The reviewer acting, and from where. */
export interface Reviewer {
  staff: UserRow;
  client: ClientInfo;
}

function isOverdue(row: Pick<ApplicationRow, "status" | "decision_due_at">, now: number): boolean {
  return row.status === "submitted" && row.decision_due_at !== null && now > row.decision_due_at;
}

const isoOrNull = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** Who applied, as the queue and an application's detail name them. */
const applicantOf = (userId: string, user: Pick<UserRow, "email" | "first_name" | "last_name">) => ({
  userId,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
});

/** Applications in `status` (submitted: the queue), oldest submission first. */
export async function listApplications(
  deps: ServiceDeps,
  status: ApplicationStatus = "submitted",
): Promise<AdminApplicationSummary[]> {
  const now = deps.now();
  const rows = await listApplicationsByStatus(deps.db, status, LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    business: { legalName: businessOf(row).legalName ?? null },
    applicant: applicantOf(row.user_id, row),
    status: row.status as ApplicationStatus,
    submittedAt: isoOrNull(row.submitted_at),
    decisionDueAt: isoOrNull(row.decision_due_at),
    overdue: isOverdue(row, now),
  }));
}

/** A customer's applications as their page in the console lists them (one a customer today). */
export async function applicationsOfCustomer(deps: ServiceDeps, userId: string): Promise<AdminCustomerApplication[]> {
  const row = await findUserApplication(deps.db, userId);
  if (!row) return [];
  return [
    {
      id: row.id,
      legalName: businessOf(row).legalName ?? null,
      status: row.status as ApplicationStatus,
      submittedAt: isoOrNull(row.submitted_at),
      decidedAt: isoOrNull(row.decided_at),
    },
  ];
}

/** One application as a reviewer sees it; undefined when no application has that id. */
export async function applicationDetail(deps: ServiceDeps, id: string): Promise<AdminApplicationDetail | undefined> {
  const row = await findApplication(deps.db, id);
  if (!row) return undefined;
  const applicant = (await findUserById(deps.db, row.user_id))!;
  const [decisions, notes] = await Promise.all([listApplicationDecisions(deps.db, row.id), notesOf(deps.db, row.id)]);
  return {
    application: toApplication(row, await listApplicationDocuments(deps.db, row.id)),
    applicant: applicantOf(applicant.id, applicant),
    overdue: isOverdue(row, deps.now()),
    decisions: decisions.map((decision) => ({
      at: new Date(decision.at).toISOString(),
      decision: decision.decision as Decision,
      note: decision.note,
      actorEmail: decision.actor_email,
    })),
    notes,
  };
}

/** A document of an application for a reviewer; each reading is audited with who read it. */
export async function openDocumentForReview(
  deps: ServiceDeps,
  applicationId: string,
  documentId: string,
  reviewer: Reviewer,
): Promise<OpenedDocument | undefined> {
  const application = await findApplication(deps.db, applicationId);
  if (!application) return undefined;
  const document = await openApplicationDocument(deps, application.id, documentId);
  if (!document) return undefined;
  const applicant = await findUserById(deps.db, application.user_id);
  await recordAuditEvent(
    deps.db,
    "application_document_viewed",
    {
      userId: application.user_id,
      email: applicant?.email ?? null,
      ip: reviewer.client.ip,
      userAgent: reviewer.client.userAgent,
      actorId: reviewer.staff.id,
    },
    deps.now(),
    { applicationId: application.id, documentId },
  );
  return document;
}

const OUTCOMES: Readonly<Record<Decision, { status: ApplicationStatus; event: AuditEventName; noteShown: boolean }>> = {
  approve: { status: "approved", event: "application_approved", noteShown: false },
  reject: { status: "rejected", event: "application_rejected", noteShown: true },
  request_info: { status: "needs_info", event: "application_info_requested", noteShown: true },
};

export type DecideOutcome =
  | { kind: "decided"; application: AdminApplicationDetail["application"] }
  | { kind: "not-found" }
  | { kind: "own-application" }
  | { kind: "not-awaiting-decision" };

function decisionMail(
  deps: ServiceDeps,
  decision: Decision,
  to: UserRow,
  note: string,
  businessName: string,
): MailMessage {
  if (decision === "approve") return applicationApprovedMessage(to, siteLink(deps.siteUrl, "/dashboard"), businessName);
  if (decision === "reject") return applicationRejectedMessage(to, note);
  return applicationNeedsInfoMessage(to, note, siteLink(deps.siteUrl, "/identity-verification"));
}

/**
 * Approves, rejects or sends back a submitted application. The note (required to reject or ask, by the schema)
 * is shown to the customer except on approval, where it stays in the decisions for staff.
 */
export async function decideApplication(
  deps: ServiceDeps,
  applicationId: string,
  payload: { decision: Decision; note?: string | undefined },
  reviewer: Reviewer,
): Promise<DecideOutcome> {
  const row = await findApplication(deps.db, applicationId);
  if (!row) return { kind: "not-found" };
  if (row.user_id === reviewer.staff.id) return { kind: "own-application" };
  const customer = await findUserById(deps.db, row.user_id);
  if (!customer) return { kind: "not-found" };
  const outcome = OUTCOMES[payload.decision];
  const note = payload.note?.trim() || null;
  const now = deps.now();
  const decided = await inTransaction(deps.db, async (trx) => {
    const updated = await decideSubmittedApplication(
      trx,
      row.id,
      { status: outcome.status, note: outcome.noteShown ? note : null },
      now,
    );
    if (!updated) return undefined;
    await insertApplicationDecision(trx, {
      id: crypto.randomUUID(),
      application_id: row.id,
      actor_id: reviewer.staff.id,
      decision: payload.decision,
      note,
      at: now,
    });
    await recordAuditEvent(
      trx,
      outcome.event,
      {
        userId: customer.id,
        email: customer.email,
        ip: reviewer.client.ip,
        userAgent: reviewer.client.userAgent,
        actorId: reviewer.staff.id,
      },
      now,
      { applicationId: row.id, ...(note !== null ? { reason: note } : {}) },
    );
    if (payload.decision === "approve") {
      // The business opens with the approval, in its transaction: the applicant is its owner.
      const business = businessOf(updated);
      await openBusiness(
        trx,
        {
          applicationId: row.id,
          ownerId: customer.id,
          ownerEmail: customer.email,
          legalName: business.legalName ?? "",
          tradeName: business.tradeName ?? null,
        },
        { staffId: reviewer.staff.id, client: reviewer.client },
        now,
        deps.bank,
      );
    }
    return toApplication(updated, await listApplicationDocuments(trx, row.id));
  });
  if (!decided) return { kind: "not-awaiting-decision" };
  const draft = businessOf(row);
  const businessName = draft.tradeName?.trim() || draft.legalName || "your business";
  deps.runLater(() => deps.mailer.send(decisionMail(deps, payload.decision, customer, note ?? "", businessName)));
  return { kind: "decided", application: decided };
}
