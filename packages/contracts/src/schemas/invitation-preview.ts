// What anyone holding an invitation's link is shown of it (GET /api/invitations/preview?token=), apart from the
// team's schemas (workspace.ts), so the dashboard's overview, which offers a kept invitation again, loads only this.
import { z } from "zod/mini";
import { lazySchema } from "./lazy-schema.ts";
import { memberPermissionSchema } from "./businesses.ts";

export const invitationPreviewSchema = lazySchema(() =>
  z.object({
    businessName: z.string(),
    invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
    /** The invited address with most of its local part hidden: j•••@example.com. */
    email: z.string(),
    permissions: z.array(memberPermissionSchema),
    expiresAt: z.string(),
  }),
);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
