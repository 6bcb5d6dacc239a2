// A business's members, invitations and events as tables (each row a card on a phone, every cell named by its
// column), for its page in the staff console. Names link to the customer's detail.
import {
  ADMIN_BUSINESS_TEXTS as B,
  ADMIN_TEXTS as T,
  type AdminBusinessDetail,
  type AdminBusinessEvent,
} from "@bank/contracts";
import TableFrame from "../TableFrame.tsx";
import { customersHref } from "../customers/customers-url.ts";
import { eventInWords, permissionsInWords } from "./business-words.ts";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const EXACT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const when = (iso: string) => WHEN.format(new Date(iso));

type Members = AdminBusinessDetail["members"];

export function MembersTable({ members }: { members: Members }) {
  return (
    <TableFrame label={B.membersCaption}>
      <table className="admin-table table-cards">
        <caption className="visually-hidden">{B.membersCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{B.member}</th>
            <th scope="col">{T.email}</th>
            <th scope="col">{T.permissions}</th>
            <th scope="col">{B.owner}</th>
            <th scope="col">{B.secondFactor}</th>
            <th scope="col">{T.joined}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId} data-member={member.userId}>
              <td data-label={B.member}>
                <a href={customersHref({ id: member.userId })}>
                  {member.firstName} {member.lastName}
                </a>
              </td>
              <td data-label={T.email}>{member.email}</td>
              <td data-label={T.permissions}>{permissionsInWords(member.permissions)}</td>
              <td data-label={B.owner}>{member.owner ? <strong>{B.ownerRole}</strong> : T.no}</td>
              <td data-label={B.secondFactor}>
                <span className={member.secondFactor ? "admin-flag--on" : "admin-flag--alert"}>
                  {member.secondFactor ? T.on : T.off}
                </span>
              </td>
              <td className="nowrap" data-label={T.joined}>
                <time dateTime={member.joinedAt}>{when(member.joinedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function InvitationsTable({ invitations }: { invitations: AdminBusinessDetail["invitations"] }) {
  return (
    <TableFrame label={B.invitationsCaption}>
      <table className="admin-table table-cards">
        <caption className="visually-hidden">{B.invitationsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.email}</th>
            <th scope="col">{T.permissions}</th>
            <th scope="col">{B.invitationStatus}</th>
            <th scope="col">{B.sent}</th>
            <th scope="col">{B.expires}</th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td data-label={T.email}>{invitation.email}</td>
              <td data-label={T.permissions}>{permissionsInWords(invitation.permissions)}</td>
              <td data-label={B.invitationStatus}>{B.invitationStatusNames[invitation.status]}</td>
              <td className="nowrap" data-label={B.sent}>
                <time dateTime={invitation.createdAt}>{when(invitation.createdAt)}</time>
              </td>
              <td className="nowrap" data-label={B.expires}>
                <time dateTime={invitation.expiresAt}>{when(invitation.expiresAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** A person an event names: a member by name, anyone else (a former member, a staff member) by their id. */
function PersonLink({ id, members }: { id: string | null; members: Members }) {
  if (!id) return <>—</>;
  const member = members.find((each) => each.userId === id);
  return <a href={customersHref({ id })}>{member ? `${member.firstName} ${member.lastName}` : id}</a>;
}

export function BusinessEventsTable({ events, members }: { events: readonly AdminBusinessEvent[]; members: Members }) {
  return (
    <TableFrame label={B.eventsCaption}>
      <table className="admin-table table-cards">
        <caption className="visually-hidden">{B.eventsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.time}</th>
            <th scope="col">{B.event}</th>
            <th scope="col">{B.concerns}</th>
            <th scope="col">{B.by}</th>
            <th scope="col">{T.address}</th>
            <th scope="col">{T.detail}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const words = eventInWords(event.type);
            return (
              <tr key={event.id}>
                <td className="nowrap" data-label={T.time}>
                  <time dateTime={event.at}>{EXACT.format(new Date(event.at))}</time>
                </td>
                <td data-label={B.event}>
                  {/* One box, so a card puts both lines beside the column's name. */}
                  <div>
                    {words && <div>{words}</div>}
                    <code>{event.type}</code>
                  </div>
                </td>
                <td data-label={B.concerns}>
                  <PersonLink id={event.userId} members={members} />
                </td>
                <td data-label={B.by}>
                  <PersonLink id={event.actorId} members={members} />
                </td>
                <td data-label={T.address}>{event.ip ?? T.unknown}</td>
                <td data-label={T.detail}>{event.detail ? <code>{event.detail}</code> : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
