// The businesses a person belongs to (GET /api/businesses), the workspace's API paths and the members' permission
// names: what every dashboard page's business switcher reads. Apart from workspace.ts (the team, invitations, their
// messages), so a page that only names the business does not load those.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";

export const WORKSPACE_API_PATHS = {
  businesses: "/api/businesses",
  business: (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}`,
  members: (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/members`,
  member: (businessId: string, userId: string) =>
    `/api/businesses/${encodeURIComponent(businessId)}/members/${encodeURIComponent(userId)}`,
  invitations: (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/invitations`,
  invitation: (businessId: string, invitationId: string) =>
    `/api/businesses/${encodeURIComponent(businessId)}/invitations/${encodeURIComponent(invitationId)}`,
  invitationPreview: "/api/invitations/preview",
  invitationAccept: "/api/invitations/accept",
} as const;

/**
 * view: balances, transactions, statements, payments, cards, the team; pay: payees, payments, transfers,
 * conversions; approve: decide other people's payments; manage: the team and invitations, approval policy, accounts,
 * cards. pay, approve and manage each imply view. An owner holds all four.
 */
export const MEMBER_PERMISSIONS = ["view", "pay", "approve", "manage"] as const;
export const memberPermissionSchema = lazySchema(() => z.enum(MEMBER_PERMISSIONS));
export type MemberPermission = z.infer<typeof memberPermissionSchema>;

/** The business mode: sandbox is the only one this repository implements (docs/workspace.md, "Partner bank"). */
export const BUSINESS_MODES = ["sandbox"] as const;

/** A business as its members list it. */
export const businessSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    legalName: z.string(),
    tradeName: z.nullable(z.string()),
    permissions: z.array(memberPermissionSchema),
    owner: z.boolean(),
  }),
);
export type BusinessSummary = z.infer<typeof businessSummarySchema>;

/** GET /api/businesses */
export const businessListSchema = lazySchema(() => z.object({ businesses: z.array(businessSummarySchema) }));
export type BusinessList = z.infer<typeof businessListSchema>;

/** Where an invitation to a business stands (the team page and the staff console list them). */
export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
