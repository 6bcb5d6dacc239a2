// What an invitation offers: who sends it, to which business, the (masked) address it was sent to, the permissions
// in plain words and until when the link works (in the visitor's time zone).
import {
  INVITATION_TEXTS as T,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_NAMES,
  type InvitationPreview,
} from "@bank/contracts";
import { localDateTime } from "../../../lib/format/local-time.ts";

export default function InvitationDetails({ preview }: { preview: InvitationPreview }) {
  const inviter = `${preview.invitedBy.firstName} ${preview.invitedBy.lastName}`;
  return (
    <>
      <p className="auth-card__lead" data-testid="invitation-lead">
        {T.lead(inviter, preview.businessName)}
      </p>
      <dl className="invitation__facts">
        <div>
          <dt>{T.sentTo}</dt>
          <dd>{preview.email}</dd>
        </div>
        <div>
          <dt>{T.permissions}</dt>
          <dd>
            <ul>
              {preview.permissions.map((permission) => (
                <li key={permission}>
                  <strong>{PERMISSION_NAMES[permission]}</strong>: {PERMISSION_DESCRIPTIONS[permission]}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{T.expires}</dt>
          <dd>
            <time dateTime={preview.expiresAt}>{localDateTime(preview.expiresAt)}</time>
          </dd>
        </div>
      </dl>
    </>
  );
}
