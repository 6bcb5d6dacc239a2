// One invoice in the list: its number, customer, status, total, due day and what is left to pay, its PDF, and the
// actions its state allows: send a draft, void one nothing was paid of (after a confirmation in place), and, for a
// manager in the sandbox, pay what is left with a sandbox deposit carrying the invoice's number as its reference.
import { useRef, useState } from "react";
import { INVOICES_PAGE_TEXTS as T, INVOICE_API_PATHS, type Invoice } from "@bank/contracts";
import { sendSandboxDeposit } from "../../../lib/api/deposits.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { changeInvoice } from "../../../lib/api/invoices.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { addToast } from "../../../stores/toasts.ts";

interface Props {
  businessId: string;
  invoice: Invoice;
  pay: boolean;
  sandboxPay: boolean;
  onChanged(invoice: Invoice): void;
  onPaid(): void;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export default function InvoiceRow({ businessId, invoice, pay, sandboxPay, onChanged, onPaid }: Props) {
  const [busy, setBusy] = useState<"send" | "void" | "pay" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const depositKey = useRef<string | null>(null);
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const open = invoice.status === "sent" || invoice.status === "partly_paid" || invoice.status === "overdue";
  const voidable = invoice.status !== "void" && invoice.status !== "paid" && /^[0.]+$/.test(invoice.paidAmount);
  const headingId = `invoice-${invoice.id}`;

  async function act(action: "send" | "void") {
    setBusy(action);
    setProblem(null);
    try {
      const changed = await changeInvoice(businessId, invoice.id, action);
      onChanged(changed);
      setConfirming(false);
      addToast({
        title: action === "send" ? T.sent(changed.number, changed.customer.email) : T.voided(changed.number),
      });
    } catch (error) {
      setProblem(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    } finally {
      setBusy(null);
    }
  }

  async function sandboxDeposit() {
    setBusy("pay");
    setProblem(null);
    depositKey.current ??= crypto.randomUUID();
    try {
      await sendSandboxDeposit(
        businessId,
        {
          accountId: invoice.accountId,
          amount: invoice.amountDue,
          method: invoice.currency === "USDC" ? "usdc" : "wire",
          from: { name: invoice.customer.name },
          reference: invoice.number,
        },
        depositKey.current,
      );
      depositKey.current = null;
      addToast({ title: T.sandboxPaid(invoice.number) });
      onPaid();
    } catch (error) {
      setProblem(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="invoice" aria-labelledby={headingId} data-invoice={invoice.number}>
      <div className="invoice__head">
        <h3 id={headingId} className="invoice__number">
          {invoice.number}
        </h3>
        <span className={`invoice__status invoice__status--${invoice.status}`} data-testid="invoice-status">
          {T.statuses[invoice.status]}
        </span>
      </div>
      <dl className="invoice__facts">
        <div>
          <dt>{T.columns.customer}</dt>
          <dd>{invoice.customer.name}</dd>
        </div>
        <div>
          <dt>{T.columns.total}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
        <div>
          <dt>{T.columns.due}</dt>
          <dd>{dayFormat.format(new Date(`${invoice.dueOn}T00:00:00Z`))}</dd>
        </div>
        <div>
          <dt>{T.columns.left}</dt>
          <dd data-testid="invoice-left">{invoice.status === "paid" ? T.paidInFull : money(invoice.amountDue)}</dd>
        </div>
      </dl>
      <div className="invoice__actions">
        <a className="button button--secondary" href={INVOICE_API_PATHS.pdf(businessId, invoice.id)}>
          {T.pdf(invoice.number)}
        </a>
        {pay && invoice.status === "draft" && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => void act("send")}
          >
            {busy === "send" ? T.sending : T.send}
          </button>
        )}
        {pay && voidable && !confirming && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {T.void}
          </button>
        )}
        {sandboxPay && open && (
          <button
            type="button"
            className="button button--secondary invoice__sandbox"
            disabled={busy !== null}
            onClick={() => void sandboxDeposit()}
          >
            {busy === "pay" ? T.sandboxPaying : T.sandboxPay}
          </button>
        )}
      </div>
      {confirming && (
        <div className="invoice__confirm" role="group" aria-label={T.void}>
          <p>{T.voidConfirm(invoice.number)}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => void act("void")}
          >
            {T.voidYes}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => setConfirming(false)}
          >
            {T.voidNo}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="invoice__problem">
          {problem}
        </p>
      )}
    </li>
  );
}
