// Payments as a table (the approvals inbox and the whole list), newest first: when it was made (in the visitor's
// time zone), the payee as the link that opens it, the amount, the status in words and who made it. A card per
// payment when its frame is narrow.
import { PAYMENTS_LIST_TEXTS as T, PAYMENT_STATUS_WORDS as S, type Payment } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import { localDateTime } from "../../../lib/format/local-time.ts";
import { searchOf } from "./payments-address.ts";
import "../../ui/table-cards.css";

interface Props {
  /** The table's frame, which takes focus once "Load more" has read the last page. */
  id?: string;
  caption: string;
  payments: readonly Payment[];
  busy?: boolean;
}

export default function PaymentsTable({ id, caption, payments, busy = false }: Props) {
  return (
    <div id={id} className="money-table-wrap table-cards-frame" role="region" aria-label={caption} tabIndex={0}>
      <table className="money-table table-cards" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.created}</th>
            <th scope="col">{T.payee}</th>
            <th scope="col" className="money-num">
              {T.amount}
            </th>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.madeBy}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const amount = formatMoney(payment.amount, payment.currency);
            return (
              <tr key={payment.id} data-payment={payment.id} data-status={payment.status}>
                <td data-label={T.created} className="money-nowrap">
                  <time dateTime={payment.createdAt}>{localDateTime(payment.createdAt)}</time>
                </td>
                <td data-label={T.payee}>
                  <a
                    className="money-link"
                    href={searchOf({ kind: "payment", paymentId: payment.id })}
                    data-payment-link={payment.id}
                  >
                    {payment.payee.name}
                    <span className="visually-hidden">{T.openHint(amount)}</span>
                  </a>
                </td>
                <td data-label={T.amount} className="money-num">
                  {amount}
                </td>
                <td data-label={T.status}>
                  <span className={`payment-status payment-status--${payment.status}`}>{S[payment.status]}</span>
                </td>
                <td data-label={T.madeBy}>
                  {payment.createdBy ? `${payment.createdBy.firstName} ${payment.createdBy.lastName}` : T.formerMember}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
