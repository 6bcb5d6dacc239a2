// The offer PendingInvitationNotice shows: "You have an invitation to join <business>: Review and accept", once the
// service has named the business of the kept link. A link found not valid any more is forgotten and nothing is shown.
import { useEffect, useState } from "react";
import { PENDING_INVITATION_TEXTS as T } from "@bank/contracts";
import { ApiError } from "../../../lib/api/request.ts";
import { previewInvitation } from "../../../lib/api/invitation-preview.ts";
import { forgetPendingInvitation, invitationPath } from "../../../lib/pending-invitation.ts";
import "./invitations.css";

export default function PendingInvitationPreview({ token }: { token: string }) {
  const [shown, setShown] = useState<{ token: string; businessName: string } | null>(null);

  useEffect(() => {
    previewInvitation(token).then(
      (preview) => setShown({ token, businessName: preview.businessName }),
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === "refused") forgetPendingInvitation();
      },
    );
  }, [token]);

  if (!shown) return null;
  return (
    <p className="callout callout--caution invitation-notice" data-testid="pending-invitation">
      {T.notice(shown.businessName)}: <a href={invitationPath(shown.token)}>{T.action}</a>
    </p>
  );
}
