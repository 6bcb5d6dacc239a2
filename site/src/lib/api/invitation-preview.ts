// An invitation's preview for anyone holding its link, apart from the team's calls (team.ts) so the dashboard's
// overview, which offers a kept invitation again (PendingInvitationPreview.tsx), loads none of those.
import { WORKSPACE_API_PATHS, invitationPreviewSchema, type InvitationPreview } from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/invitations/preview?token= (anyone holding the link): 404 when bad, used, revoked or expired. */
export function previewInvitation(token: string): Promise<InvitationPreview> {
  const path = `${WORKSPACE_API_PATHS.invitationPreview}?${new URLSearchParams({ token })}`;
  return request("GET", path, { schema: invitationPreviewSchema });
}
