// The business workspace's API (docs/workspace.md): businesses, their members with permission levels, and
// invitations. Every business route is /api/businesses/:businessId/...; a caller who is not a member is answered 404
// (a business's existence is not revealed), a member without the permission 403 with a `code` a program can read.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { emailField } from "./fields.ts";
import { WORKSPACE_MESSAGES as M } from "../texts/workspace-messages.ts";
import {
  BUSINESS_MODES,
  INVITATION_STATUSES,
  MEMBER_PERMISSIONS,
  businessSummarySchema,
  memberPermissionSchema,
  type MemberPermission,
} from "./businesses.ts";

/** Permissions that move or control money: whoever holds one acts only from a session that proved a second factor. */
export const SECOND_FACTOR_PERMISSIONS: readonly MemberPermission[] = ["pay", "approve", "manage"];

/** Invitations a business may have waiting at once. */
export const MAX_PENDING_INVITATIONS = 20;
/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** A permission list as the API takes it: at least one, each once; view is added when missing (the others imply it). */
export const permissionsField = lazySchema(() =>
  z
    .array(z.enum(MEMBER_PERMISSIONS, { error: M.unknownPermission }), { error: M.permissionsRequired })
    .check(z.minLength(1, M.permissionsRequired), z.maxLength(MEMBER_PERMISSIONS.length, M.permissionsRequired)),
);

/**
 * A request body that refuses fields it does not know (a plain object would drop them unseen, and a client would
 * think it had set them, such as `owner` on an invitation): the service names each by its path.
 */
function closedObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? M.unknownField : undefined),
  });
}

/** GET /api/businesses/:businessId */
export const businessDetailSchema = lazySchema(() =>
  z.object({
    business: z.object({
      id: z.string(),
      legalName: z.string(),
      tradeName: z.nullable(z.string()),
      /** ISO 8601, UTC. */
      createdAt: z.string(),
      mode: z.enum(BUSINESS_MODES),
    }),
    permissions: z.array(memberPermissionSchema),
    owner: z.boolean(),
  }),
);
export type BusinessDetail = z.infer<typeof businessDetailSchema>;

export const memberSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    permissions: z.array(memberPermissionSchema),
    owner: z.boolean(),
    /** Whether the member has a second factor (an authenticator app or a passkey). */
    secondFactor: z.boolean(),
    joinedAt: z.string(),
  }),
);
export type Member = z.infer<typeof memberSchema>;

/** GET /api/businesses/:businessId/members */
export const memberListSchema = lazySchema(() => z.object({ members: z.array(memberSchema) }));
/** PUT /api/businesses/:businessId/members/:userId: the member's new permissions; `owner` only an owner may change. */
export const memberChangeSchema = lazySchema(() =>
  closedObject({ permissions: permissionsField, owner: z.optional(z.boolean({ error: M.ownerFlag })) }),
);
export type MemberChange = z.infer<typeof memberChangeSchema>;
export const memberAnswerSchema = lazySchema(() => z.object({ success: z.literal(true), member: memberSchema }));

export const invitationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    permissions: z.array(memberPermissionSchema),
    invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
    createdAt: z.string(),
    expiresAt: z.string(),
    status: z.enum(INVITATION_STATUSES),
  }),
);
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/businesses/:businessId/invitations: pending ones first, then the last 30 days' others, newest first. */
export const invitationListSchema = lazySchema(() => z.object({ invitations: z.array(invitationSchema) }));
/** POST /api/businesses/:businessId/invitations */
export const invitationRequestSchema = lazySchema(() =>
  closedObject({ email: emailField, permissions: permissionsField }),
);
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;
export const invitationAnswerSchema = lazySchema(() =>
  z.object({ success: z.literal(true), invitation: invitationSchema }),
);

/** GET /api/invitations/preview?token= (anyone holding the link). */
export const invitationPreviewQuerySchema = lazySchema(() =>
  z.object({ token: z.string({ error: M.invitationNotFound }).check(z.minLength(1), z.maxLength(200)) }),
);
/** POST /api/invitations/accept */
export const invitationAcceptSchema = lazySchema(() =>
  closedObject({ token: z.string({ error: M.invitationNotFound }).check(z.minLength(1), z.maxLength(200)) }),
);
export const invitationAcceptedSchema = lazySchema(() =>
  z.object({ success: z.literal(true), business: businessSummarySchema }),
);

/** The codes of the workspace's refusals, beside their message. */
export const WORKSPACE_REFUSAL_CODES = [
  "notFound",
  "forbidden",
  "secondFactorRequired",
  "reauthenticationRequired",
  "ownPermissions",
  "lastOwner",
  "ownerOnly",
  "tooManyInvitations",
  "alreadyMember",
  "invitationInvalid",
  "invitationForAnotherAddress",
  "emailNotVerified",
] as const;
export type WorkspaceRefusalCode = (typeof WORKSPACE_REFUSAL_CODES)[number];

/** Adds view to a permission list and puts it in the one order every answer uses. */
export function normalizePermissions(permissions: readonly MemberPermission[]): MemberPermission[] {
  const held = new Set<MemberPermission>(permissions);
  held.add("view");
  return MEMBER_PERMISSIONS.filter((permission) => held.has(permission));
}

/**
 * An id in a business route's path: 1 to 100 characters and no control character (PostgreSQL's text cannot hold
 * NUL, and no id has one), refused with a sentence a person can read.
 */
export const routeIdField = () =>
  z
    .string({ error: M.invalidId })
    .check(
      z.minLength(1, M.invalidId),
      z.maxLength(100, M.invalidId),
      z.regex(/^[^\u0000-\u001f\u007f]+$/, M.invalidId),
    );
/** :businessId of every business route. */
export const businessParamsSchema = lazySchema(() => z.object({ businessId: routeIdField() }));
export const memberParamsSchema = lazySchema(() => z.object({ businessId: routeIdField(), userId: routeIdField() }));
export const invitationParamsSchema = lazySchema(() =>
  z.object({ businessId: routeIdField(), invitationId: routeIdField() }),
);
