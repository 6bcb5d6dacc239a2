// The staff console's calls on one business application (docs/api.md): apart from admin.ts, so only the
// application's view loads the whole application's schema (the queue does not).
import {
  ADMIN_API_PATHS,
  adminApplicationDetailSchema,
  applicationNoteResultSchema,
  decisionResultSchema,
  type AdminApplicationDetail,
  type Application,
  type ApplicationNote,
  type DecisionPayload,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/admin/applications/:id (view or approve): the application, who applied, its decisions and staff's notes. */
export function fetchApplicationDetail(id: string): Promise<AdminApplicationDetail> {
  return request("GET", ADMIN_API_PATHS.application(id), { schema: adminApplicationDetailSchema });
}

/** POST /api/admin/applications/:id/decision (approve, step-up): approve, reject or ask for information. */
export function decideApplication(
  id: string,
  payload: DecisionPayload,
): Promise<{ message: string; application: Application }> {
  return request("POST", ADMIN_API_PATHS.applicationDecision(id), { body: payload, schema: decisionResultSchema });
}

/** POST /api/admin/applications/:id/notes (approve): an internal note under an id made here, so a retry adds it once. */
export function addApplicationNote(
  id: string,
  note: { id: string; body: string },
): Promise<{ message: string; note: ApplicationNote }> {
  return request("POST", ADMIN_API_PATHS.applicationNotes(id), { body: note, schema: applicationNoteResultSchema });
}
