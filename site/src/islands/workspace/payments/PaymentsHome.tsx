// The payments page's list view: New payment (pay), the approvals waiting for the person (approve), and every payment
// of the business by status.
import {
  PAYMENTS_LIST_TEXTS as T,
  PAYMENTS_PAGE_TEXTS as P,
  type BusinessSummary,
  type PaymentStatus,
} from "@bank/contracts";
import { mayPay } from "../money/money-business.ts";
import ApprovalsInbox from "./ApprovalsInbox.tsx";
import PaymentsList from "./PaymentsList.tsx";
import { newPaymentHref } from "./new-payment-address.ts";

interface Props {
  business: BusinessSummary;
  myId: string;
  status: PaymentStatus | undefined;
}

export default function PaymentsHome({ business, myId, status }: Props) {
  const pay = mayPay(business);
  return (
    <>
      {pay ? (
        <p>
          <a className="button button--primary payments-new" href={newPaymentHref()}>
            {T.newPayment}
          </a>
        </p>
      ) : (
        <p className="money-muted">{P.payNeeded}</p>
      )}
      {business.permissions.includes("approve") && <ApprovalsInbox businessId={business.id} />}
      <PaymentsList businessId={business.id} status={status} emptyText={pay ? T.none : T.noneWithoutPay} />
    </>
  );
}
