// Once signed in, an invitation opened earlier in this browser and not yet accepted is offered again: "You have an
// invitation to join <business>: Review and accept" (the dashboard's overview). A link found not
// valid any more is forgotten and nothing is shown.
import { useEffect, useState } from "react";
import { PENDING_INVITATION_TEXTS as T } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { previewInvitation } from "../../../lib/api/team.ts";
import { forgetPendingInvitation, invitationPath, pendingInvitation } from "../../../lib/pending-invitation.ts";
import "./invitations.css";

export default function PendingInvitationNotice() {
  const [shown, setShown] = useState<{ token: string; businessName: string } | null>(null);

  useEffect(() => {
    const token = pendingInvitation();
    if (!token) return;
    previewInvitation(token).then(
      (preview) => setShown({ token, businessName: preview.businessName }),
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === "refused") forgetPendingInvitation();
      },
    );
  }, []);

  if (!shown) return null;
  return (
    <p className="callout callout--caution invitation-notice" data-testid="pending-invitation">
      {T.notice(shown.businessName)}: <a href={invitationPath(shown.token)}>{T.action}</a>
    </p>
  );
}
