// The workspace's business calls (docs/api.md, "Workspace"): which businesses the signed-in person belongs to, and
// one business with the caller's permissions in it. Team and invitation calls live in team.ts.
import { WORKSPACE_API_PATHS, businessDetailSchema, type BusinessDetail } from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:businessId: 404 when the caller is not (or no longer) a member. */
export function fetchBusiness(businessId: string): Promise<BusinessDetail> {
  return request("GET", WORKSPACE_API_PATHS.business(businessId), { schema: businessDetailSchema });
}
