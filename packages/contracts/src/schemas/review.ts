// The review of business applications in the staff console (docs/product.md, "Application review"): the queue and
// the decisions reviewers make. Apart from schemas/onboarding.ts so a customer's page never loads them; an
// application's detail (the whole application) is in review-detail.ts, so the queue does not load it either.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { APPLICATION_STATUSES } from "./application-state.ts";
import { REVIEW_MESSAGES } from "../texts/review.ts";

export const MIN_DECISION_NOTE_LENGTH = 5;
export const MAX_DECISION_NOTE_LENGTH = 2_000;

export const DECISIONS = ["approve", "reject", "request_info"] as const;
export type Decision = (typeof DECISIONS)[number];

/** POST /api/admin/applications/:id/decision: a note the customer reads, required to reject or ask for information. */
export const decisionSchema = lazySchema(() =>
  z
    .object({
      decision: z.enum(DECISIONS, { error: REVIEW_MESSAGES.decisionRequired }),
      note: z.optional(
        z.string().check(z.trim(), z.maxLength(MAX_DECISION_NOTE_LENGTH, REVIEW_MESSAGES.decisionNoteTooLong)),
      ),
    })
    .check(
      z.refine((body) => body.decision === "approve" || (body.note?.length ?? 0) >= MIN_DECISION_NOTE_LENGTH, {
        error: REVIEW_MESSAGES.decisionNoteRequired,
        path: ["note"],
      }),
    ),
);
export type DecisionPayload = z.input<typeof decisionSchema>;

/** GET /api/admin/applications?status=: submitted ones (the queue) unless another state is asked for. */
export const adminApplicationsQuerySchema = lazySchema(() =>
  z.object({ status: z.optional(z.enum(APPLICATION_STATUSES)) }),
);

export const applicantSchema = lazySchema(() =>
  z.object({ userId: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
);

export const adminApplicationSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    business: z.object({ legalName: z.nullable(z.string()) }),
    applicant: applicantSchema,
    status: z.enum(APPLICATION_STATUSES),
    submittedAt: z.nullable(z.string()),
    decisionDueAt: z.nullable(z.string()),
    /** Submitted and still undecided more than 24 hours later. */
    overdue: z.boolean(),
  }),
);
export type AdminApplicationSummary = z.infer<typeof adminApplicationSummarySchema>;

/** Oldest submission first. */
export const adminApplicationsSchema = lazySchema(() =>
  z.object({ applications: z.array(adminApplicationSummarySchema) }),
);

export const applicationDecisionRecordSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    decision: z.enum(DECISIONS),
    note: z.nullable(z.string()),
    actorEmail: z.nullable(z.string()),
  }),
);

/** An internal note staff keep on an application: never shown to the customer. */
export const MAX_APPLICATION_NOTE_LENGTH = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * POST /api/admin/applications/:id/notes (approve). The console makes the note's id, so a send retried after a lost
 * answer adds the note once.
 */
export const newApplicationNoteSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(UUID, REVIEW_MESSAGES.noteIdInvalid)),
    body: z
      .string({ error: REVIEW_MESSAGES.noteRequired })
      .check(
        z.trim(),
        z.minLength(1, REVIEW_MESSAGES.noteRequired),
        z.maxLength(MAX_APPLICATION_NOTE_LENGTH, REVIEW_MESSAGES.noteTooLong),
      ),
  }),
);
export type NewApplicationNote = z.input<typeof newApplicationNoteSchema>;

export const applicationNoteSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    body: z.string(),
    at: z.string(),
    /** The staff member who wrote it, by their current email and name; null once their account is gone. */
    authorEmail: z.nullable(z.string()),
    authorName: z.nullable(z.string()),
  }),
);
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const applicationParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
export const applicationDocumentParamsSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    docId: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
);
