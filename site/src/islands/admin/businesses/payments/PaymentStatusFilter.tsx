// Which of the business's payments the list shows: all, or those in one status. A select and a button, so moving
// through the choices by keyboard changes nothing until the reader asks (as applications/StatusFilter.tsx).
import { useId, useState } from "react";
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P, PAYMENT_STATUSES, type PaymentStatus } from "@bank/contracts";
import { statusOf } from "./payment-words.ts";

interface Props {
  status: PaymentStatus | undefined;
  onShow(status: PaymentStatus | undefined): void;
}

export default function PaymentStatusFilter({ status, onShow }: Props) {
  const [chosen, setChosen] = useState(status);
  const id = useId();
  return (
    <form
      className="admin-form admin-card admin-payments-filter"
      aria-label={P.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onShow(chosen);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {P.statusFilter}
        </label>
        <div className="field__control">
          <select
            id={id}
            name="status"
            className="field__input admin-payments-select"
            value={chosen ?? ""}
            onChange={(event) => setChosen(statusOf(event.target.value, PAYMENT_STATUSES))}
          >
            <option value="">{P.allStatuses}</option>
            {PAYMENT_STATUSES.map((each) => (
              <option key={each} value={each}>
                {P.statusNames[each]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary">
          {P.show}
        </button>
      </div>
    </form>
  );
}
