// Audit events as a table: time, the event in words, customer, who acted (by name and email), address and the detail
// as sentences, newest first (the audit log and a customer's last events). It scrolls sideways inside its frame on a
// phone; its caption names it.
import { ADMIN_CONSOLE_TEXTS, ADMIN_AUDIT_TEXTS, auditEventWords, type AdminAuditEvent } from "@bank/contracts";
import TableFrame from "./TableFrame.tsx";
import { actorInWords, detailSentences } from "./audit/event-words.ts";
import { customersHref } from "./customers/customers-url.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_AUDIT_TEXTS };

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

function Actor({ event }: { event: AdminAuditEvent }) {
  const actor = actorInWords(event);
  if (!actor || !event.actorId) return <>—</>;
  // One element: a phone's card layout puts each child of a cell in a grid cell of its own.
  return (
    <div>
      <a href={customersHref({ id: event.actorId })}>{actor.name}</a>
      {actor.email && <div className="admin-muted">{actor.email}</div>}
    </div>
  );
}

function Detail({ detail }: { detail: string | null }) {
  const sentences = detailSentences(detail);
  if (sentences.length === 0) return <>—</>;
  return (
    <ul className="audit-detail">
      {sentences.map((sentence, index) => (
        <li key={index}>{sentence.href ? <a href={sentence.href}>{sentence.text}</a> : sentence.text}</li>
      ))}
    </ul>
  );
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
            <th scope="col">{T.filterType}</th>
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
              <td data-label={T.filterType} data-type={event.type}>
                {auditEventWords(event.type)}
              </td>
              {showCustomer && (
                <td data-label={T.customer}>
                  <CustomerLink id={event.userId} label={event.email} />
                </td>
              )}
              <td data-label={T.actor}>
                <Actor event={event} />
              </td>
              <td data-label={T.address}>
                <div>
                  {event.ip ?? T.unknown}
                  {event.device && <div className="admin-muted">{event.device}</div>}
                </div>
              </td>
              <td data-label={T.detail}>
                <Detail detail={event.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
