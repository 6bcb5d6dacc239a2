// Audit events as a table: time, type, customer, actor, address and detail, newest first (the audit log and a
// customer's last events). It scrolls sideways inside its frame on a phone; its caption names it.
import { ADMIN_TEXTS as T, type AdminAuditEvent } from "@bank/contracts";
import TableFrame from "./TableFrame.tsx";
import { customersHref } from "./customers/customers-url.ts";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

interface Props {
  caption: string;
  events: readonly AdminAuditEvent[];
  /** The customer column: left out where every event is the one customer's. */
  showCustomer?: boolean;
  busy?: boolean;
  /** The caption for screen readers only, where a heading just above says the same. */
  captionHidden?: boolean;
}

function CustomerLink({ id, label }: { id: string | null; label: string | null }) {
  if (!id) return <>{label ?? "—"}</>;
  return <a href={customersHref({ id })}>{label ?? id}</a>;
}

export default function EventsTable({
  caption,
  events,
  showCustomer = true,
  busy = false,
  captionHidden = false,
}: Props) {
  return (
    <TableFrame label={caption}>
      <table className="admin-table table-cards" aria-busy={busy}>
        <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.time}</th>
            <th scope="col">{T.type}</th>
            {showCustomer && <th scope="col">{T.customer}</th>}
            <th scope="col">{T.actor}</th>
            <th scope="col">{T.address}</th>
            <th scope="col">{T.detail}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="nowrap" data-label={T.time}>
                <time dateTime={event.at}>{WHEN.format(new Date(event.at))}</time>
              </td>
              <td className="nowrap" data-label={T.type}>
                <code>{event.type}</code>
              </td>
              {showCustomer && (
                <td data-label={T.customer}>
                  <CustomerLink id={event.userId} label={event.email} />
                </td>
              )}
              <td data-label={T.actor}>{event.actorId ? <CustomerLink id={event.actorId} label={null} /> : "—"}</td>
              <td data-label={T.address}>
                {event.ip ?? T.unknown}
                {event.device && <div className="admin-muted">{event.device}</div>}
              </td>
              <td data-label={T.detail}>{event.detail ? <code>{event.detail}</code> : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
