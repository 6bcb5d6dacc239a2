// Once signed in, an invitation opened earlier in this browser and not yet accepted is offered again (the dashboard's
// overview, WorkspaceOverview.tsx). Only a browser that kept such a link fetches the code that reads it
// (PendingInvitationPreview.tsx, with the preview's schema): most overviews never show it.
import { useState } from "react";
import { pendingInvitation } from "../../../lib/pending-invitation.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";

const loadPreview = () => import("./PendingInvitationPreview.tsx");

export default function PendingInvitationNotice() {
  const [token] = useState(pendingInvitation);
  const preview = useLazyComponent(token ? loadPreview : null);
  if (!token || preview.phase !== "ready") return null;
  return <preview.Component token={token} />;
}
