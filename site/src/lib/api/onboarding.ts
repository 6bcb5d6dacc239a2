// The customer's application calls (docs/api.md): read, save a section, submit, and remove a
// document. Uploading one is in onboarding-upload.ts, which only the documents step loads.
import "./zod-in-browser.ts";
import {
  API_PATHS,
  ONBOARDING_API_PATHS,
  applicationResultSchema,
  meResponseSchema,
  type Application,
  type ApplicationDocument,
  type ApplicationPatch,
  type User,
} from "@bank/contracts";
import { request } from "./request.ts";

export type { Application, ApplicationDocument };

/** GET: the customer's application; the first read makes an empty draft. */
export async function fetchApplication(): Promise<Application> {
  return (await request("GET", ONBOARDING_API_PATHS.application, { schema: applicationResultSchema })).application;
}

/** GET /api/auth/me, read afresh: whether the user's address is verified, which the application waits for. */
export async function fetchCurrentUser(): Promise<User> {
  return (await request("GET", API_PATHS.me, { schema: meResponseSchema })).user;
}

/**
 * PATCH, a JSON Merge Patch (RFC 7396): a section left out stays; business merges field by field, null removing
 * one; people replaces the stored list whole.
 */
export async function saveApplication(patch: ApplicationPatch): Promise<Application> {
  return (await request("PATCH", ONBOARDING_API_PATHS.application, { body: patch, schema: applicationResultSchema }))
    .application;
}

/** POST submit: sends the application for review; a 400 names what is missing in its field messages. */
export async function submitApplication(): Promise<Application> {
  return (await request("POST", ONBOARDING_API_PATHS.submit, { body: {}, schema: applicationResultSchema }))
    .application;
}

export function removeDocument(documentId: string): Promise<unknown> {
  return request("DELETE", ONBOARDING_API_PATHS.document(documentId));
}

/** Where the browser opens a document (the service answers it as an attachment). */
export const documentHref = (documentId: string): string => ONBOARDING_API_PATHS.document(documentId);
