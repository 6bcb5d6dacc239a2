// The new invoice form's values and their live total: each line's amount and the sum are computed in the browser
// with the contracts' own BigInt rule (money/invoice-lines.ts), the rule the service applies, so the total shown is
// the total the invoice will have. No floating-point number.
import {
  formatAmount,
  lineAmountMinor,
  parseAmount,
  parseQuantity,
  type Currency,
  type InvoiceRequest,
} from "@bank/contracts";

export interface LineValues {
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface InvoiceValues {
  customerName: string;
  customerEmail: string;
  accountId: string;
  dueOn: string;
  memo: string;
  lines: LineValues[];
}

/** A line's amount as the wire writes it, or null while its quantity or price cannot be read. */
export function lineAmount(line: LineValues, currency: Currency): string | null {
  const quantity = parseQuantity(line.quantity.trim());
  const price = parseAmount(line.unitPrice.trim(), currency);
  return quantity === null || price === null ? null : formatAmount(lineAmountMinor(quantity, price), currency);
}

/** The sum of the lines, or null while any line cannot be read. */
export function liveTotal(lines: readonly LineValues[], currency: Currency): string | null {
  let total = 0n;
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity.trim());
    const price = parseAmount(line.unitPrice.trim(), currency);
    if (quantity === null || price === null) return null;
    total += lineAmountMinor(quantity, price);
  }
  return formatAmount(total, currency);
}

/** The day `days` after today in the visitor's calendar, as YYYY-MM-DD (the date input's form). */
export function dayFromToday(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function toRequest(values: InvoiceValues): InvoiceRequest {
  return {
    customer: { name: values.customerName.trim(), email: values.customerEmail.trim() },
    lines: values.lines.map((line) => ({
      description: line.description.trim(),
      quantity: line.quantity.trim(),
      unitPrice: line.unitPrice.trim(),
    })),
    dueOn: values.dueOn,
    accountId: values.accountId,
    ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
  };
}
