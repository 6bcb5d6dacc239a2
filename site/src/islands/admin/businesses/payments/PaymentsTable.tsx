// A business's payments as a table, newest first (each row a card on a phone, every cell named by its column). Each
// row's Details button (aria-expanded) opens the payment's details in a row under it, named by the Details column.
import { Fragment, useId, useState } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P } from "@bank/contracts";
import { formatMoney } from "../../../../lib/format/money.ts";
import TableFrame from "../../TableFrame.tsx";
import { when } from "../../when.ts";
import PaymentDetail from "./PaymentDetail.tsx";
import { approvalsInWords, type StaffPayment } from "./payment-words.ts";

const COLUMNS = 6;

export default function PaymentsTable({ payments, busy }: { payments: readonly StaffPayment[]; busy: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const ids = useId();
  const detailsColumn = `${ids}-details`;

  function toggle(id: string) {
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <TableFrame label={P.caption}>
      <table className="admin-table table-cards admin-payments" aria-busy={busy}>
        <caption className="visually-hidden">{P.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{P.created}</th>
            <th scope="col">{P.payee}</th>
            <th scope="col" className="admin-payments__amount">
              {P.amount}
            </th>
            <th scope="col">{P.status}</th>
            <th scope="col">{P.approvals}</th>
            <th scope="col" id={detailsColumn}>
              {P.details}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const amount = formatMoney(payment.amount, payment.currency);
            const shown = open.has(payment.id);
            const detailId = `${ids}-${payment.id}`;
            return (
              <Fragment key={payment.id}>
                <tr data-payment={payment.id}>
                  <td className="nowrap" data-label={P.created}>
                    <time dateTime={payment.createdAt}>{when(payment.createdAt)}</time>
                  </td>
                  <td data-label={P.payee}>{payment.payee.name}</td>
                  <td className="nowrap admin-payments__amount" data-label={P.amount}>
                    {amount}
                  </td>
                  <td data-label={P.status}>{P.statusNames[payment.status]}</td>
                  <td data-label={P.approvals}>{approvalsInWords(payment)}</td>
                  <td data-label={P.details}>
                    <button
                      type="button"
                      className="button button--secondary admin-payments__toggle"
                      aria-expanded={shown}
                      aria-controls={shown ? detailId : undefined}
                      onClick={() => toggle(payment.id)}
                    >
                      {P.details}
                      <span className="visually-hidden">{P.detailsOf(amount, payment.payee.name)}</span>
                    </button>
                  </td>
                </tr>
                {shown && (
                  <tr id={detailId} className="admin-payments__detail">
                    <td colSpan={COLUMNS} headers={detailsColumn}>
                      <PaymentDetail payment={payment} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
