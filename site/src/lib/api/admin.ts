// The staff console's calls (docs/api.md): one thin function per /api/admin route, each answer parsed
// with its contracts schema. Apart from auth.ts so only the console's pages load these schemas. A customer's or a
// business's detail is in admin-details.ts, an application's in admin-applications.ts: their schemas are the
// largest, and only the views that show them load them.
import {
  ADMIN_API_PATHS,
  adminApplicationsSchema,
  adminAuditPageSchema,
  adminMeSchema,
  adminOverviewSchema,
  adminUserSearchSchema,
  okResultSchema,
  staffGrantResultSchema,
  staffListSchema,
  type AdminApplicationSummary,
  type AdminAuditPage,
  type AdminMe,
  type AdminOverview,
  type AdminUserSearch,
  type ApplicationStatus,
  type StaffGrantPayload,
  type StaffMember,
} from "@bank/contracts";
import { request } from "./request.ts";

/** The audit log's filters and cursor as the query string sends them (each optional). */
export interface AuditFilters {
  type?: string;
  email?: string;
  userId?: string;
  until?: string;
  before?: string;
}

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** GET /api/admin/me: the signed-in staff member's permissions; 401 signed out, 403 a customer or no 2FA. */
export function fetchAdminMe(): Promise<AdminMe> {
  return request("GET", ADMIN_API_PATHS.me, { schema: adminMeSchema });
}

/** GET /api/admin/overview */
export function fetchOverview(): Promise<AdminOverview> {
  return request("GET", ADMIN_API_PATHS.overview, { schema: adminOverviewSchema });
}

/** GET /api/admin/users?query=&cursor= */
export function searchUsers(query: string, cursor?: string): Promise<AdminUserSearch> {
  return request("GET", withQuery(ADMIN_API_PATHS.users, { query, cursor }), { schema: adminUserSearchSchema });
}

/** POST /api/admin/users/:id/unlock (manage, step-up) */
export function unlockUser(userId: string, reason: string): Promise<{ message: string }> {
  return request("POST", ADMIN_API_PATHS.unlock(userId), { body: { reason }, schema: okResultSchema });
}

/** POST /api/admin/users/:id/sessions/end (manage) */
export function endUserSessions(userId: string, reason: string): Promise<{ message: string }> {
  return request("POST", ADMIN_API_PATHS.endSessions(userId), { body: { reason }, schema: okResultSchema });
}

/** POST /api/admin/users/:id/two-factor/reset (manage, step-up): 2FA off, codes and session gone, customer mailed. */
export function resetUserTwoFactor(userId: string, reason: string): Promise<{ message: string }> {
  return request("POST", ADMIN_API_PATHS.resetTwoFactor(userId), { body: { reason }, schema: okResultSchema });
}

/** GET /api/admin/audit?type=&email=&userId=&until=&before= */
export function fetchAuditPage(filters: AuditFilters): Promise<AdminAuditPage> {
  return request("GET", withQuery(ADMIN_API_PATHS.audit, { ...filters }), { schema: adminAuditPageSchema });
}

/** GET /api/admin/staff */
export async function fetchStaff(): Promise<StaffMember[]> {
  return (await request("GET", ADMIN_API_PATHS.staff, { schema: staffListSchema })).staff;
}

/** PUT /api/admin/staff/:userId (manage, step-up): the person's whole set of permissions; empty ends their access. */
export function saveStaffPermissions(
  userId: string,
  payload: StaffGrantPayload,
): Promise<{ message: string; member: StaffMember }> {
  return request("PUT", ADMIN_API_PATHS.staffMember(userId), { body: payload, schema: staffGrantResultSchema });
}

/** GET /api/admin/applications?status= (view or approve): submitted ones, the queue, unless another state is asked. */
export async function fetchApplications(status: ApplicationStatus): Promise<AdminApplicationSummary[]> {
  const path = withQuery(ADMIN_API_PATHS.applications, { status });
  return (await request("GET", path, { schema: adminApplicationsSchema })).applications;
}
