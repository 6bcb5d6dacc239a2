// An application's detail in the staff console and the answer to a decision: both carry the whole application
// (schemas/onboarding.ts), which only the detail's code loads, not the queue (review.ts).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { okResultSchema } from "./responses.ts";
import { applicationSchema } from "./onboarding.ts";
import { applicantSchema, applicationDecisionRecordSchema, applicationNoteSchema } from "./review.ts";

/**
 * GET /api/admin/applications/:id: the application, who applied, the decisions made on it so far, and the staff's
 * internal notes on it, oldest first.
 */
export const adminApplicationDetailSchema = lazySchema(() =>
  z.object({
    application: applicationSchema,
    applicant: applicantSchema,
    overdue: z.boolean(),
    decisions: z.array(applicationDecisionRecordSchema),
    notes: z.array(applicationNoteSchema),
  }),
);
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const decisionResultSchema = lazySchema(() => z.extend(okResultSchema, { application: applicationSchema }));

/** POST /api/admin/applications/:id/notes: 201 with the note added, 200 with the one a retried send had added. */
export const applicationNoteResultSchema = lazySchema(() => z.extend(okResultSchema, { note: applicationNoteSchema }));
