// One payment as staff read it, under its row: its terms (amount, fee, payee and destination, memo, send day), who
// made it, its timeline, and its approvals, each with what signed it. Read only.
import { useId } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P } from "@bank/contracts";
import { formatMoney } from "../../../../lib/format/money.ts";
import FactList from "../../applications/FactList.tsx";
import { customersHref } from "../../customers/customers-url.ts";
import ApprovalEvidence from "./ApprovalEvidence.tsx";
import { evidenceOf, exactly, personName, sendOnInWords, type StaffPayment } from "./payment-words.ts";

function Person({ person }: { person: StaffPayment["createdBy"] }) {
  return person ? <a href={customersHref({ id: person.userId })}>{personName(person)}</a> : <>{personName(null)}</>;
}

export default function PaymentDetail({ payment }: { payment: StaffPayment }) {
  const amount = formatMoney(payment.amount, payment.currency);
  const ids = useId();
  return (
    <div className="admin-payment-detail">
      <h4>{P.detailHeading(amount, payment.payee.name)}</h4>
      <FactList
        facts={[
          [P.paymentId, <code>{payment.id}</code>],
          [P.status, P.statusNames[payment.status]],
          [P.amount, amount],
          [P.fee, formatMoney(payment.fee, payment.currency)],
          [P.payee, payment.payee.name],
          [P.method, P.methodNames[payment.payee.method]],
          [P.destination, payment.payee.destination],
          [P.fromAccount, <code>{payment.fromAccountId}</code>],
          [P.memo, payment.memo],
          [P.sendOn, sendOnInWords(payment.sendOn)],
          [P.createdBy, <Person person={payment.createdBy} />],
          [P.created, <time dateTime={payment.createdAt}>{exactly(payment.createdAt)}</time>],
        ]}
      />

      <h5 id={`${ids}-timeline`}>{P.timelineHeading}</h5>
      <ol className="admin-payment-timeline" aria-labelledby={`${ids}-timeline`}>
        {payment.timeline.map((step, index) => (
          <li key={index}>
            <strong>{P.statusNames[step.status]}</strong> <time dateTime={step.at}>{exactly(step.at)}</time>{" "}
            <span className="admin-muted">{step.by ? P.byWhom(personName(step.by)) : P.byTheBank}</span>
            {step.note && <div>{step.note}</div>}
          </li>
        ))}
      </ol>

      <h5 id={`${ids}-approvals`}>{P.approvalsHeading}</h5>
      <p>
        {P.approvalsLead(payment.approvals.length, payment.approvalsRequired)}{" "}
        {payment.approvals.length > 0 && P.approvalsSigned}
      </p>
      {payment.approvals.length > 0 && (
        <ul className="admin-approvals" aria-labelledby={`${ids}-approvals`}>
          {payment.approvals.map((approval) => (
            <ApprovalEvidence
              key={approval.userId}
              approval={approval}
              evidence={evidenceOf(payment, approval.userId)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
