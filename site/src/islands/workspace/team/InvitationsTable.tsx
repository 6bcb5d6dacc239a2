// The invitations still waiting: address, permissions in plain words, who sent it, when its link stops working (in
// the visitor's time zone), and Revoke. A card per invitation on a phone.
import { TEAM_TEXTS as T, permissionsInWords, type Invitation } from "@bank/contracts";
import { localDateTime } from "../../../lib/format/local-time.ts";
import { nameOf } from "./team-roles.ts";

interface Props {
  invitations: readonly Invitation[];
  revoking: string | null;
  onRevoke(invitationId: string): void;
}

export default function InvitationsTable({ invitations, revoking, onRevoke }: Props) {
  if (invitations.length === 0) return <p>{T.noInvitations}</p>;
  return (
    <table className="team-table">
      <caption className="visually-hidden">{T.invitationsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.email}</th>
          <th scope="col">{T.permissions}</th>
          <th scope="col">{T.invitedBy}</th>
          <th scope="col">{T.expires}</th>
          <th scope="col">{T.actions}</th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <th scope="row" data-label={T.email}>
              {invitation.email}
            </th>
            <td data-label={T.permissions}>{permissionsInWords(invitation.permissions)}</td>
            <td data-label={T.invitedBy}>{nameOf(invitation.invitedBy)}</td>
            <td data-label={T.expires}>
              <time dateTime={invitation.expiresAt}>{localDateTime(invitation.expiresAt)}</time>
            </td>
            <td data-label={T.actions}>
              <button
                type="button"
                className="button button--secondary"
                data-action={`revoke-${invitation.id}`}
                aria-label={T.revokeOf(invitation.email)}
                aria-expanded={revoking === invitation.id}
                onClick={() => onRevoke(invitation.id)}
              >
                {T.revoke}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
