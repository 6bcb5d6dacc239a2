// The staff console's API (docs/product.md, "Staff"): who staff are, what they may do, and what they see of a
// customer. No answer carries a password hash, a TOTP secret, a recovery code, a token or a session id.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { okResultSchema } from "./responses.ts";
import { ADMIN_MESSAGES as M } from "../texts/admin.ts";

/** The staff console's API paths, apart from API_PATHS so customers' pages never carry them. */
export const ADMIN_API_PATHS = {
  me: "/api/admin/me",
  overview: "/api/admin/overview",
  users: "/api/admin/users",
  user: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`,
  unlock: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/unlock`,
  endSessions: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/sessions/end`,
  resetTwoFactor: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/two-factor/reset`,
  audit: "/api/admin/audit",
  staff: "/api/admin/staff",
  staffMember: (userId: string) => `/api/admin/staff/${encodeURIComponent(userId)}`,
  applications: "/api/admin/applications",
  application: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}`,
  applicationDocument: (id: string, documentId: string) =>
    `/api/admin/applications/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`,
  /** The document inline, for the console's viewer: headers that let no script of it run (see the route). */
  applicationDocumentView: (id: string, documentId: string) =>
    `/api/admin/applications/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}/view`,
  applicationNotes: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/notes`,
  applicationDecision: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/decision`,
  business: (id: string) => `/api/admin/businesses/${encodeURIComponent(id)}`,
} as const;

/** view: find customers and read their security state; approve: decide applications; manage: change accounts and staff. */
export const STAFF_PERMISSIONS = ["view", "approve", "manage"] as const;
export const staffPermissionSchema = lazySchema(() => z.enum(STAFF_PERMISSIONS));
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/** Customers one search page lists. */
export const ADMIN_SEARCH_PAGE_SIZE = 20;
/** Audit events one page lists unless a smaller limit is asked for; the most a page may ask for. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;
/** A customer's newest events their detail shows. */
export const ADMIN_USER_EVENTS = 20;
export const MIN_REASON_LENGTH = 5;
export const MAX_REASON_LENGTH = 500;
export const MAX_SEARCH_LENGTH = 100;

/** GET /api/admin/me */
export const adminMeSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    permissions: z.array(staffPermissionSchema),
  }),
);
export type AdminMe = z.infer<typeof adminMeSchema>;

/** Why a staff member changes a customer's account, in their words; it is kept in the audit log. */
export const reasonField = lazySchema(() =>
  z
    .string({ error: M.reasonRequired })
    .check(z.trim(), z.minLength(MIN_REASON_LENGTH, M.reasonRequired), z.maxLength(MAX_REASON_LENGTH, M.reasonTooLong)),
);

/** POST unlock, end sessions, reset 2FA. */
export const adminActionSchema = lazySchema(() => z.object({ reason: reasonField }));
export type AdminActionPayload = z.infer<typeof adminActionSchema>;

export const isoTime = (description: string) => z.string().check(z.describe(description));

export const adminUserSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locked: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
);
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** GET /api/admin/users?query=&cursor= */
export const adminUserSearchQuerySchema = lazySchema(() =>
  z.object({
    query: z
      .string({ error: M.searchRequired })
      .check(z.trim(), z.minLength(1, M.searchRequired), z.maxLength(MAX_SEARCH_LENGTH, M.searchTooLong)),
    cursor: z.optional(z.string().check(z.maxLength(300))),
  }),
);

export const adminUserSearchSchema = lazySchema(() =>
  z.object({
    users: z.array(adminUserSummarySchema),
    nextCursor: z.nullable(z.string()),
  }),
);
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/**
 * One row of the audit log as staff read it: `detail` is the event's JSON detail (never a secret), which the console
 * puts in words; the staff member who acted is named by their current email and name.
 */
export const adminAuditEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: isoTime("When, as ISO-8601 in UTC"),
    type: z.string(),
    userId: z.nullable(z.string()),
    email: z.nullable(z.string()),
    actorId: z.nullable(z.string()),
    actorEmail: z.nullable(z.string()),
    actorName: z.nullable(z.string()),
    ip: z.nullable(z.string()),
    device: z.nullable(z.string()),
    detail: z.nullable(z.string()),
  }),
);
export type AdminAuditEvent = z.infer<typeof adminAuditEventSchema>;

/** GET /api/admin/audit?type=&userId=&email=&before=&until=&limit= */
export const adminAuditQuerySchema = lazySchema(() =>
  z.object({
    type: z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,60}$/, M.badAuditType))),
    userId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    /** The customer's email address (their events under any address they had), or any address events name. */
    email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254, M.badAuditEmail))),
    /** The page's cursor: events older than this one (nextBefore of the page before). */
    before: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, M.badCursor))),
    /** Events at or before this time (ISO-8601), for jumping to a day. */
    until: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+Z?)?$/, M.badTime))),
    limit: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, M.badLimit))),
  }),
);
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditPageSchema = lazySchema(() =>
  z.object({
    events: z.array(adminAuditEventSchema),
    nextBefore: z.nullable(z.string()),
  }),
);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

export const staffMemberSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    permissions: z.array(staffPermissionSchema),
    twoFactorEnabled: z.boolean(),
  }),
);
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/staff */
export const staffListSchema = lazySchema(() => z.object({ staff: z.array(staffMemberSchema) }));

/** PUT /api/admin/staff/:userId: the whole set of the person's permissions; an empty set ends their staff access. */
export const staffGrantSchema = lazySchema(() =>
  z.object({
    permissions: z.array(staffPermissionSchema).check(z.maxLength(STAFF_PERMISSIONS.length)),
    reason: reasonField,
  }),
);
export type StaffGrantPayload = z.infer<typeof staffGrantSchema>;

export const staffGrantResultSchema = lazySchema(() => z.extend(okResultSchema, { member: staffMemberSchema }));

/** One bucket of the overview: counts of the audit trail over an hour or a day. */
export const overviewBucketSchema = lazySchema(() =>
  z.object({
    start: isoTime("Start of the hour or day"),
    signIns: z.number(),
    failures: z.number(),
    lockouts: z.number(),
    newDevices: z.number(),
  }),
);
export type OverviewBucket = z.infer<typeof overviewBucketSchema>;

/** GET /api/admin/overview: the last 24 hours by hour and the last 7 days by day, oldest first. */
export const adminOverviewSchema = lazySchema(() =>
  z.object({
    generatedAt: isoTime("When the figures were counted"),
    hours: z.array(overviewBucketSchema),
    days: z.array(overviewBucketSchema),
  }),
);
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** :id and :userId of the admin routes: a user id (a UUID), checked for length only. */
export const adminUserParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
export const staffMemberParamsSchema = lazySchema(() =>
  z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
