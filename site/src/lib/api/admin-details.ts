// The staff console's reads of one customer and of one business (docs/api.md): apart from admin.ts, so only the
// views that show them load their schemas (with the workspace's).
import {
  ADMIN_API_PATHS,
  adminBusinessDetailSchema,
  adminUserDetailSchema,
  type AdminBusinessDetail,
  type AdminUserDetail,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/admin/users/:id */
export function fetchUserDetail(userId: string): Promise<AdminUserDetail> {
  return request("GET", ADMIN_API_PATHS.user(userId), { schema: adminUserDetailSchema });
}

/** GET /api/admin/businesses/:id (view): a business, its application, members, invitations and newest events. */
export function fetchBusinessDetail(id: string): Promise<AdminBusinessDetail> {
  return request("GET", ADMIN_API_PATHS.business(id), { schema: adminBusinessDetailSchema });
}
