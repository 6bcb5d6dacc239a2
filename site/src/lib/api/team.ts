// The workspace's team calls (docs/api.md, "Workspace"): one thin function per route of a business's members and
// invitations, and the invited person's accept (the invitation's preview is invitation-preview.ts). Changes may be
// refused with secondFactorRequired / reauthenticationRequired: the page asks for the factor in place and calls again.
import {
  WORKSPACE_API_PATHS,
  invitationAcceptedSchema,
  invitationAnswerSchema,
  invitationListSchema,
  memberAnswerSchema,
  memberListSchema,
  type BusinessSummary,
  type Invitation,
  type InvitationRequest,
  type Member,
  type MemberChange,
} from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/members (view) */
export async function fetchMembers(businessId: string): Promise<Member[]> {
  return (await request("GET", WORKSPACE_API_PATHS.members(businessId), { schema: memberListSchema })).members;
}

/** PUT /api/businesses/:id/members/:userId (manage, step-up): never one's own; only an owner sets `owner`. */
export async function changeMember(businessId: string, userId: string, change: MemberChange): Promise<Member> {
  const path = WORKSPACE_API_PATHS.member(businessId, userId);
  return (await request("PUT", path, { body: change, schema: memberAnswerSchema })).member;
}

/** DELETE /api/businesses/:id/members/:userId (manage and step-up; or oneself, leaving). 409 lastOwner. */
export async function removeMember(businessId: string, userId: string): Promise<void> {
  await request("DELETE", WORKSPACE_API_PATHS.member(businessId, userId));
}

/** GET /api/businesses/:id/invitations (manage): a member without manage is answered 403. */
export async function fetchInvitations(businessId: string): Promise<Invitation[]> {
  const path = WORKSPACE_API_PATHS.invitations(businessId);
  return (await request("GET", path, { schema: invitationListSchema })).invitations;
}

/** POST /api/businesses/:id/invitations (manage, step-up): 409 tooManyInvitations at 20 waiting. */
export async function sendInvitation(businessId: string, invitation: InvitationRequest): Promise<Invitation> {
  const path = WORKSPACE_API_PATHS.invitations(businessId);
  return (await request("POST", path, { body: invitation, schema: invitationAnswerSchema })).invitation;
}

/** DELETE /api/businesses/:id/invitations/:invitationId (manage): the link stops working. */
export async function revokeInvitation(businessId: string, invitationId: string): Promise<void> {
  await request("DELETE", WORKSPACE_API_PATHS.invitation(businessId, invitationId));
}

/** POST /api/invitations/accept (signed in, the invited address verified): the business joined. */
export async function acceptInvitation(token: string): Promise<BusinessSummary> {
  const path = WORKSPACE_API_PATHS.invitationAccept;
  return (await request("POST", path, { body: { token }, schema: invitationAcceptedSchema })).business;
}
