// A payment's timeline, oldest first: each status it reached, when (in the visitor's time zone), who moved it there
// (the partner bank when nobody did: it was sent, settled or failed on the rails) and why (a rejection's or return's
// reason, a failure's cause). A card per step when its frame is narrow.
import { PAYMENT_DETAIL_TEXTS as T, PAYMENT_STATUS_WORDS as S, type Payment } from "@bank/contracts";
import { localDateTime } from "../../../lib/format/local-time.ts";
import { personName } from "./payment-rules.ts";
import "../../ui/table-cards.css";

export default function PaymentTimeline({ timeline }: { timeline: Payment["timeline"] }) {
  return (
    <div className="money-table-wrap table-cards-frame">
      <table className="money-table table-cards">
        <caption className="visually-hidden">{T.timelineCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.when}</th>
            <th scope="col">{T.by}</th>
            <th scope="col">{T.note}</th>
          </tr>
        </thead>
        <tbody>
          {timeline.map((step, index) => (
            <tr key={`${step.status}-${index}`} data-step={step.status}>
              <td data-label={T.status}>{S[step.status]}</td>
              <td data-label={T.when} className="money-nowrap">
                <time dateTime={step.at}>{localDateTime(step.at)}</time>
              </td>
              <td data-label={T.by}>{personName(step.by) ?? T.byBank}</td>
              {/* A step without a note shows no label for one in a card. */}
              <td data-label={step.note ? T.note : undefined}>{step.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
