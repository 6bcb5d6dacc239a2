// What the staff console shows of one customer or one business (GET /api/admin/users/:id, /api/admin/businesses/:id):
// both name businesses and members' permissions (schemas/businesses.ts; a business's page reuses the workspace's
// business and member, workspace.ts). Apart from admin.ts, so the console's other pages, which load admin.ts, do
// not load the workspace's schemas.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { APPLICATION_STATUSES } from "./application-state.ts";
import { INVITATION_STATUSES, memberPermissionSchema } from "./businesses.ts";
import { businessDetailSchema, memberSchema } from "./workspace.ts";
import { adminAuditEventSchema, isoTime, staffPermissionSchema } from "./admin.ts";

export const adminSessionSchema = lazySchema(() =>
  z.object({
    startedAt: isoTime("When the session was opened"),
    lastActiveAt: isoTime("When it was last used"),
    ip: z.nullable(z.string()),
    device: z.nullable(z.string()),
  }),
);

/** A business a customer belongs to, and their place in it (an owner holds every permission). */
export const adminMembershipSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    legalName: z.string(),
    tradeName: z.nullable(z.string()),
    permissions: z.array(memberPermissionSchema),
    owner: z.boolean(),
    joinedAt: isoTime("When they joined the business"),
  }),
);
export type AdminMembership = z.infer<typeof adminMembershipSchema>;

/** A customer's business application, in their detail: where it stands, linked to its page in the console. */
export const adminCustomerApplicationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    legalName: z.nullable(z.string()),
    status: z.enum(APPLICATION_STATUSES),
    submittedAt: z.nullable(z.string()),
    decidedAt: z.nullable(z.string()),
  }),
);
export type AdminCustomerApplication = z.infer<typeof adminCustomerApplicationSchema>;

/** GET /api/admin/users/:id */
export const adminUserDetailSchema = lazySchema(() =>
  z.object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      emailVerified: z.boolean(),
      createdAt: isoTime("When the account was opened"),
      staffPermissions: z.array(staffPermissionSchema),
    }),
    security: z.object({
      locked: z.boolean(),
      /** Until when the longest lock lasts; null when not locked or locked until a password reset. */
      lockedUntil: z.nullable(z.string()),
      lockedUntilReset: z.boolean(),
      /** Consecutive failed checks of the password or codes, over every device. */
      failures: z.number(),
      twoFactorEnabled: z.boolean(),
      passkeys: z.number(),
      recoveryCodesLeft: z.number(),
      session: z.nullable(adminSessionSchema),
    }),
    events: z.array(adminAuditEventSchema),
    /** The businesses the customer belongs to, by legal name. */
    businesses: z.array(adminMembershipSchema),
    /** The customer's business applications (one a customer today), newest first. */
    applications: z.array(adminCustomerApplicationSchema),
  }),
);
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** A business's newest audit events its page in the console shows. */
export const ADMIN_BUSINESS_EVENTS = 50;

/** :id of GET /api/admin/businesses/:id: a business id (a UUID), checked for length only. */
export const adminBusinessParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
);

/** One audit event of a business: who it concerns (userId), who did it (actorId), and its JSON detail. */
export const adminBusinessEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: isoTime("When, as ISO-8601 in UTC"),
    type: z.string(),
    userId: z.nullable(z.string()),
    actorId: z.nullable(z.string()),
    ip: z.nullable(z.string()),
    detail: z.nullable(z.string()),
  }),
);
export type AdminBusinessEvent = z.infer<typeof adminBusinessEventSchema>;

/**
 * GET /api/admin/businesses/:id: the business, the application it was opened from, its members, its invitations
 * (never a link's token or its hash) and its newest events.
 */
export const adminBusinessDetailSchema = lazySchema(() =>
  z.object({
    business: businessDetailSchema.shape.business,
    application: z.nullable(
      z.object({
        id: z.string(),
        status: z.enum(APPLICATION_STATUSES),
        submittedAt: z.nullable(z.string()),
        decidedAt: z.nullable(z.string()),
      }),
    ),
    members: z.array(memberSchema),
    invitations: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        permissions: z.array(memberPermissionSchema),
        status: z.enum(INVITATION_STATUSES),
        createdAt: isoTime("When it was sent"),
        expiresAt: isoTime("When its link stops working"),
      }),
    ),
    events: z.array(adminBusinessEventSchema),
  }),
);
export type AdminBusinessDetail = z.infer<typeof adminBusinessDetailSchema>;
