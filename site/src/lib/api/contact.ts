// POST /api/contact (docs/api.md): the contact page's message, mailed to the sales team.
import { API_PATHS, okResultSchema, type ContactMessage } from "@bank/contracts";
import { request } from "./request.ts";

/** Sends the checked message; a refusal (400 with field messages, 429, 503) throws ApiError with the service's words. */
export function sendContactMessage(message: ContactMessage): Promise<{ message: string }> {
  return request("POST", API_PATHS.contact, { body: message, schema: okResultSchema });
}
