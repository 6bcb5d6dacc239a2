// The business's members: name, email, permissions in plain words, owner, two-factor, the day they joined (in the
// visitor's time zone), and for a manager the changes they are offered on each row. A card per member on a phone.
import { TEAM_TEXTS as T, type BusinessSummary, type Member } from "@bank/contracts";
import { localDay } from "../../../lib/format/local-time.ts";
import { mayChange, nameOf, permissionsOf } from "./team-roles.ts";

export type MemberAction = "change" | "remove";

interface Props {
  members: readonly Member[];
  me: BusinessSummary;
  myId: string;
  /** The row whose panel is open, to mark its button expanded. */
  open: { userId: string; action: MemberAction } | null;
  onAction(userId: string, action: MemberAction): void;
}

export default function MembersTable({ members, me, myId, open, onAction }: Props) {
  const manage = me.permissions.includes("manage");
  return (
    <table className="team-table">
      <caption className="visually-hidden">{T.membersCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.name}</th>
          <th scope="col">{T.email}</th>
          <th scope="col">{T.permissions}</th>
          <th scope="col">{T.twoFactor}</th>
          <th scope="col">{T.joined}</th>
          {manage && <th scope="col">{T.actions}</th>}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const name = nameOf(member);
          const offered = manage && mayChange(me, myId, member);
          return (
            <tr key={member.userId} data-member={member.userId}>
              <th scope="row" data-label={T.name}>
                <span>
                  {name}
                  {member.userId === myId && <span className="team-muted"> {T.you}</span>}
                  {member.owner && <span className="team-badge">{T.owner}</span>}
                </span>
              </th>
              <td data-label={T.email}>{member.email}</td>
              <td data-label={T.permissions}>{permissionsOf(member)}</td>
              <td data-label={T.twoFactor}>
                <span className={member.secondFactor ? "team-flag--on" : "team-flag--off"}>
                  {member.secondFactor ? T.twoFactorOn : T.twoFactorOff}
                </span>
              </td>
              <td data-label={T.joined}>
                <time dateTime={member.joinedAt}>{localDay(member.joinedAt)}</time>
              </td>
              {manage && (
                <td data-label={offered ? T.actions : undefined} className={offered ? undefined : "team-empty"}>
                  {offered && (
                    <span className="team-row-actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        data-action={`change-${member.userId}`}
                        aria-label={T.changePermissionsOf(name)}
                        aria-expanded={open?.userId === member.userId && open.action === "change"}
                        onClick={() => onAction(member.userId, "change")}
                      >
                        {T.changePermissions}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        data-action={`remove-${member.userId}`}
                        aria-label={T.removeOf(name)}
                        aria-expanded={open?.userId === member.userId && open.action === "remove"}
                        onClick={() => onAction(member.userId, "remove")}
                      >
                        {T.remove}
                      </button>
                    </span>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
