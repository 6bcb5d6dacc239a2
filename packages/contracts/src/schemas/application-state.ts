// An application's state alone: what the dashboard's card reads, so a page that shows no field of the application
// loads none of their schemas or messages (schemas/onboarding.ts has the rest).
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

export const ONBOARDING_API_PATHS = {
  application: "/api/onboarding/application",
  submit: "/api/onboarding/application/submit",
  documents: "/api/onboarding/documents",
  document: (documentId: string) => `/api/onboarding/documents/${encodeURIComponent(documentId)}`,
} as const;

/** The states of an application: a customer edits a draft and one that needs information; staff decide submitted ones. */
export const APPLICATION_STATUSES = ["draft", "submitted", "needs_info", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** States in which the customer may change fields and documents. */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ["draft", "needs_info"];

/**
 * The same GET read for its state alone (the dashboard's card): status, the reviewer's note and the times, so a
 * page that shows no field of the application does not load their schemas and messages.
 */
export const applicationStateResultSchema = lazySchema(() =>
  z.object({
    application: z.object({
      status: z.enum(APPLICATION_STATUSES),
      note: z.nullable(z.string()),
      submittedAt: z.nullable(z.string()),
      decisionDueAt: z.nullable(z.string()),
    }),
  }),
);
export type ApplicationState = z.infer<typeof applicationStateResultSchema>["application"];
