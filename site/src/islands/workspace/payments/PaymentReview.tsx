// A new payment's review, before it is sent: the amount, the fee (1.73% for coins; ACH and wire free) and the total that
// leave the account, the payee and where the money goes (as the service words it for approvers), the account, when
// it is sent, the memo, and how many approvals it needs under the business's rules. A refusal the review is about
// (too few approvers, one with no field) is said here, beside what it is about.
import { PAYMENT_REVIEW_TEXTS as T, type Account, type Payee, type PaymentRequest } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import FormAlert from "../../ui/forms/FormAlert.tsx";
import { feeAndTotal } from "./payment-terms.ts";

interface Props {
  request: PaymentRequest;
  account: Account;
  payee: Payee;
  /** The approvals it needs under the rules, or null when the rules could not be read. */
  needed: number | null;
  /** How many people other than the maker may approve, or null when not known. */
  otherApprovers: number | null;
  errors: Record<string, string>;
}

export default function PaymentReview({ request, account, payee, needed, otherApprovers, errors }: Props) {
  const { currency } = account;
  const { fee, total } = feeAndTotal(payee.method, request.amount, currency);
  const short = needed !== null && otherApprovers !== null && needed > otherApprovers;
  const approvalsError = errors.approvals ?? (short ? T.approversShort(otherApprovers) : undefined);
  return (
    <>
      <p className="money-lead">{T.lead}</p>
      <dl className="payment-facts" data-testid="payment-review">
        <dt>{T.amount}</dt>
        <dd>{formatMoney(request.amount, currency)}</dd>
        <dt>{T.fee}</dt>
        <dd>{payee.walletAddress !== null ? T.feeUsdc(formatMoney(fee, currency)) : formatMoney(fee, currency)}</dd>
        <dt>{T.total}</dt>
        <dd className="payment-facts__total">{formatMoney(total, currency)}</dd>
        <dt>{T.to}</dt>
        <dd>{payee.name}</dd>
        <dt>{T.destination}</dt>
        <dd>{T.destinationOf(payee)}</dd>
        <dt>{T.from}</dt>
        <dd>{account.name}</dd>
        <dt>{T.when}</dt>
        <dd>{request.sendOn ? T.whenLater(request.sendOn) : needed === 0 ? T.whenNowNoApproval : T.whenNow}</dd>
        {request.memo && (
          <>
            <dt>{T.memo}</dt>
            <dd>{request.memo}</dd>
          </>
        )}
        <dt>{T.approvals}</dt>
        <dd>
          {needed === null ? T.approvalsUnknown : needed === 0 ? T.approvalsNone : T.approvalsFromOthers(needed)}
          {approvalsError && (
            <span className="field__error payment-review__error" role="alert">
              {approvalsError}
            </span>
          )}
        </dd>
      </dl>
      <FormAlert message={errors.form} />
    </>
  );
}
