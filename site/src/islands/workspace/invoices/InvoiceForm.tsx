// A new invoice: the customer, the account paid into, the due date, a note, and lines added and removed at will, each
// with its amount and the total shown as they are typed (invoice-form.ts, exact). Saving makes a draft with one
// Idempotency-Key per submission (sent again on a retry that got no answer); the service's field messages show beside
// their fields. Loaded only when someone who may pay opens it.
import { useId, useRef, useState, type FormEvent } from "react";
import { INVOICES_PAGE_TEXTS as T, type Account, type Currency, type Invoice } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { idempotentSubmission } from "../../../lib/api/idempotency.ts";
import { createInvoice } from "../../../lib/api/invoices.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { addToast } from "../../../stores/toasts.ts";
import TextField from "../../ui/forms/TextField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import { dayFromToday, lineAmount, liveTotal, toRequest, type InvoiceValues, type LineValues } from "./invoice-form.ts";
import MoneyFormFrame from "../money/MoneyFormFrame.tsx";

interface Props {
  businessId: string;
  accounts: readonly Account[];
  onCreated(invoice: Invoice): void;
  onCancel(): void;
}

export default function InvoiceForm({ businessId, accounts, onCreated, onCancel }: Props) {
  const id = useId();
  const payable = accounts.filter((account) => account.currency === "USD" || account.currency === "USDC");
  const nextKey = useRef(1);
  const submission = useRef(idempotentSubmission());
  const [values, setValues] = useState<InvoiceValues>({
    customerName: "",
    customerEmail: "",
    accountId: payable[0]?.id ?? "",
    dueOn: dayFromToday(30),
    memo: "",
    lines: [{ key: 0, description: "", quantity: "1", unitPrice: "" }],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const currency = (payable.find((account) => account.id === values.accountId)?.currency ?? "USD") as Currency;
  const total = liveTotal(values.lines, currency);

  const set = (field: keyof Omit<InvoiceValues, "lines">, value: string) =>
    setValues((earlier) => ({ ...earlier, [field]: value }));
  const setLine = (key: number, field: keyof Omit<LineValues, "key">, value: string) =>
    setValues((earlier) => ({
      ...earlier,
      lines: earlier.lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = toRequest(values);
    setPending(true);
    setProblem(null);
    try {
      const invoice = await createInvoice(businessId, request, submission.current.keyFor(request));
      submission.current.settle();
      addToast({ title: T.created(invoice.number) });
      onCreated(invoice);
    } catch (error) {
      submission.current.settle(error);
      setErrors(error instanceof ApiError ? { ...error.fieldErrors } : {});
      setProblem(failureText({ fallbackText: T.formFailed, fallbackError: T.offline }, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <MoneyFormFrame
      name="invoice"
      className="stack invoice-form"
      form={{ onSubmit: (event) => void submit(event), pending }}
      alert={problem}
      submit={[T.create, T.creating]}
      cancel={{ label: T.cancel, onCancel }}
    >
      <div className="invoice-form__grid">
        <TextField
          id={`${id}-name`}
          name="customerName"
          label={T.customerName}
          autoComplete="organization"
          value={values.customerName}
          error={errors["customer.name"]}
          onChange={(event) => set("customerName", event.target.value)}
        />
        <TextField
          id={`${id}-email`}
          name="customerEmail"
          type="email"
          label={T.customerEmail}
          autoComplete="email"
          value={values.customerEmail}
          error={errors["customer.email"]}
          onChange={(event) => set("customerEmail", event.target.value)}
        />
        <SelectField
          id={`${id}-account`}
          name="accountId"
          label={T.account}
          value={values.accountId}
          error={errors.accountId}
          options={payable.map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` }))}
          onChange={(event) => set("accountId", event.target.value)}
        />
        <TextField
          id={`${id}-due`}
          name="dueOn"
          type="date"
          label={T.dueDate}
          value={values.dueOn}
          error={errors.dueOn}
          onChange={(event) => set("dueOn", event.target.value)}
        />
      </div>

      <fieldset className="invoice-lines">
        <legend>{T.linesHeading}</legend>
        {errors.lines && <p className="field__error">{errors.lines}</p>}
        {values.lines.map((line, index) => {
          const amount = lineAmount(line, currency);
          return (
            <div key={line.key} className="invoice-line" role="group" aria-label={T.lineLabel(index + 1)}>
              <TextField
                id={`${id}-line-${line.key}-description`}
                name={`lines.${index}.description`}
                label={T.lineDescription}
                value={line.description}
                error={errors[`lines.${index}.description`]}
                onChange={(event) => setLine(line.key, "description", event.target.value)}
              />
              <TextField
                id={`${id}-line-${line.key}-quantity`}
                name={`lines.${index}.quantity`}
                label={T.quantity}
                inputMode="decimal"
                value={line.quantity}
                error={errors[`lines.${index}.quantity`]}
                onChange={(event) => setLine(line.key, "quantity", event.target.value)}
              />
              <TextField
                id={`${id}-line-${line.key}-price`}
                name={`lines.${index}.unitPrice`}
                label={T.unitPrice(currency)}
                inputMode="decimal"
                value={line.unitPrice}
                error={errors[`lines.${index}.unitPrice`]}
                onChange={(event) => setLine(line.key, "unitPrice", event.target.value)}
              />
              <p className="invoice-line__amount">
                <span className="invoice-line__label">{T.lineAmount}</span>
                <span data-testid="line-amount">{amount ? formatMoney(amount, currency) : "—"}</span>
              </p>
              {values.lines.length > 1 && (
                <button
                  type="button"
                  className="button button--secondary invoice-line__remove"
                  onClick={() =>
                    setValues((earlier) => ({
                      ...earlier,
                      lines: earlier.lines.filter((each) => each.key !== line.key),
                    }))
                  }
                >
                  {T.removeLine(index + 1)}
                </button>
              )}
            </div>
          );
        })}
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            setValues((earlier) => ({
              ...earlier,
              lines: [...earlier.lines, { key: nextKey.current++, description: "", quantity: "1", unitPrice: "" }],
            }))
          }
        >
          {T.addLine}
        </button>
      </fieldset>

      <p className="invoice-form__total" aria-live="polite">
        {total ? (
          <>
            <span>{T.total}</span> <strong data-testid="invoice-total">{formatMoney(total, currency)}</strong>
          </>
        ) : (
          T.totalUnknown
        )}
      </p>

      <TextField
        id={`${id}-memo`}
        name="memo"
        label={T.memo}
        value={values.memo}
        error={errors.memo}
        onChange={(event) => set("memo", event.target.value)}
      />
    </MoneyFormFrame>
  );
}
