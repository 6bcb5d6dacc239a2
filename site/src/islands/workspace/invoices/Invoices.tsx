// /dashboard/invoices: the current business's invoices, filtered by status, each with what is left to pay, its PDF,
// and (for a member who may pay) sending and voiding it; a manager in the sandbox can pay one with a sandbox deposit.
// The new invoice form's code loads only when someone who may pay opens it (the page's 100 KB budget). The island is
// businessPage's (frame/business-page.tsx).
import { useEffect, useRef, useState } from "react";
import {
  INVOICES_PAGE_TEXTS as T,
  INVOICE_STATUSES,
  type Account,
  type BusinessSummary,
  type Invoice,
  type InvoiceStatus,
} from "@bank/contracts";
import { fetchAccounts } from "../../../lib/api/accounts.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { fetchInvoices } from "../../../lib/api/invoices.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import { businessPage } from "../frame/business-page.tsx";
import InvoiceRow from "./InvoiceRow.tsx";
import "./invoices.css";

const loadInvoiceForm = () => import("./InvoiceForm.tsx");

function Invoices({ business }: { business: BusinessSummary }) {
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const latest = useRef(0);
  const pay = business.permissions.includes("pay");
  const manage = business.permissions.includes("manage");
  const form = useLazyComponent(creating ? loadInvoiceForm : null);

  async function load(shown: InvoiceStatus | null, cursor: string | null = null) {
    const attempt = ++latest.current;
    try {
      const page = await fetchInvoices(business.id, shown, cursor);
      if (attempt !== latest.current) return;
      setInvoices((earlier) => (cursor && earlier ? [...earlier, ...page.invoices] : page.invoices));
      setNextCursor(page.nextCursor);
      setFailure(null);
    } catch (error) {
      if (attempt !== latest.current) return;
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    }
  }

  useEffect(() => void load(status), [status]);
  useEffect(() => {
    fetchAccounts(business.id).then(setAccounts, () => setAccounts([]));
  }, []);

  function changed(invoice: Invoice) {
    setInvoices((list) => list?.map((each) => (each.id === invoice.id ? invoice : each)) ?? null);
  }

  return (
    <div className="invoices">
      <p className="invoices-lead">{T.lead(businessName(business))}</p>

      {pay ? (
        creating ? (
          <section aria-labelledby="new-invoice-heading" className="invoices-panel">
            <h2 id="new-invoice-heading">{T.newHeading}</h2>
            {form.phase === "ready" ? (
              <form.Component
                businessId={business.id}
                accounts={accounts}
                onCreated={(invoice: Invoice) => {
                  setCreating(false);
                  setStatus(null);
                  void load(null);
                  return invoice;
                }}
                onCancel={() => setCreating(false)}
              />
            ) : (
              <p role="status">{form.phase === "failed" ? T.formFailed : T.formLoading}</p>
            )}
          </section>
        ) : (
          <p>
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              {T.newButton}
            </button>
          </p>
        )
      ) : (
        <p className="callout callout--caution">{T.readOnly}</p>
      )}

      <section aria-labelledby="invoice-list-heading">
        <h2 id="invoice-list-heading">{T.listHeading}</h2>
        <div className="invoices-filter" role="group" aria-label={T.filterLabel}>
          {[null, ...INVOICE_STATUSES].map((each) => (
            <button
              key={each ?? "all"}
              type="button"
              className="invoices-filter__button"
              aria-pressed={status === each}
              onClick={() => setStatus(each)}
            >
              {each ? T.statuses[each] : T.all}
            </button>
          ))}
        </div>
        {failure ? (
          <p role="alert">{failure}</p>
        ) : !invoices ? (
          <p role="status">{T.loading}</p>
        ) : invoices.length === 0 ? (
          <p>{pay ? T.emptyCanCreate : T.empty}</p>
        ) : (
          <ul className="invoices-list" data-testid="invoice-list">
            {invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                businessId={business.id}
                invoice={invoice}
                pay={pay}
                sandboxPay={manage}
                onChanged={changed}
                onPaid={() => {
                  // The sandbox posts a wire after 3 s and USDC after 2.3 s: read the list again after each could have.
                  for (const delay of [4_000, 12_000]) window.setTimeout(() => void load(status), delay);
                }}
              />
            ))}
          </ul>
        )}
        {nextCursor && (
          <button type="button" className="button button--secondary" onClick={() => void load(status, nextCursor)}>
            {T.more}
          </button>
        )}
      </section>
    </div>
  );
}

export default businessPage(T, Invoices);
