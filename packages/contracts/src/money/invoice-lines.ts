// An invoice's arithmetic, one rule for the service and the browser's live total (docs/invoices.md, "Exactness"):
// a quantity has at most 4 decimals and is kept as a whole number of ten-thousandths; a unit price is an amount at
// the currency's full precision; a line's amount is quantity x unit price in BigInt, rounded half-up to the
// currency's minor unit once per line; the total is the sum of the lines. No floating-point number anywhere.
import { formatAmount, parseAmount, MAX_AMOUNT_MINOR } from "./amounts.ts";
import type { Currency } from "./currencies.ts";

/** A quantity's decimals: 2.5 hours, 0.0125 tonnes. */
export const QUANTITY_DECIMALS = 4;
/** 10^QUANTITY_DECIMALS: a quantity's units per whole one. */
export const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
/** The largest quantity of one line, in whole units. */
export const MAX_QUANTITY = 1_000_000n;
export const MAX_INVOICE_LINES = 100;

const QUANTITY = /^(0|[1-9][0-9]{0,6})(?:\.([0-9]{1,4}))?$/;

/** The quantity in ten-thousandths, or null unless it is a plain positive decimal, at most 4 decimals, at most 1,000,000. */
export function parseQuantity(text: unknown): bigint | null {
  if (typeof text !== "string") return null;
  const match = QUANTITY.exec(text);
  if (!match) return null;
  const units = BigInt(match[1]!) * QUANTITY_SCALE + BigInt((match[2] ?? "").padEnd(QUANTITY_DECIMALS, "0"));
  if (units <= 0n || units > MAX_QUANTITY * QUANTITY_SCALE) return null;
  return units;
}

/** Ten-thousandths as the wire writes a quantity: no trailing zeros ("2.5", "3", "0.0125"). */
export function formatQuantity(units: bigint): string {
  const whole = units / QUANTITY_SCALE;
  const fraction = (units % QUANTITY_SCALE).toString().padStart(QUANTITY_DECIMALS, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** quantity (ten-thousandths) x unit price (minor units), rounded half-up to a minor unit. Both are positive. */
export function lineAmountMinor(quantityUnits: bigint, unitPriceMinor: bigint): bigint {
  return (quantityUnits * unitPriceMinor + QUANTITY_SCALE / 2n) / QUANTITY_SCALE;
}

export interface LineTexts {
  quantity: unknown;
  unitPrice: unknown;
}

/**
 * The lines' amounts and their total in minor units, or null when a quantity or unit price cannot be read (the form
 * shows its own message for that field) or the total passes the largest amount one movement may carry.
 */
export function invoiceTotalMinor(
  lines: readonly LineTexts[],
  currency: Currency,
): { amounts: bigint[]; total: bigint } | null {
  const amounts: bigint[] = [];
  let total = 0n;
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity);
    const price = parseAmount(line.unitPrice, currency);
    if (quantity === null || price === null) return null;
    const amount = lineAmountMinor(quantity, price);
    amounts.push(amount);
    total += amount;
  }
  if (total > MAX_AMOUNT_MINOR) return null;
  return { amounts, total };
}

/** The total as the wire writes it, or null (see invoiceTotalMinor). */
export function invoiceTotal(lines: readonly LineTexts[], currency: Currency): string | null {
  const sum = invoiceTotalMinor(lines, currency);
  return sum ? formatAmount(sum.total, currency) : null;
}

/** An invoice's number as people read it and as a deposit's reference names it: 1 -> "INV-0001". */
export function invoiceNumberText(sequence: number): string {
  return `INV-${String(sequence).padStart(4, "0")}`;
}

/**
 * The invoice sequence a deposit's reference names, or null: case, spaces, the hyphen and leading zeros do not
 * matter ("inv 0001", "INV-1" and "INV0001" all name INV-0001); anything else around the number does.
 */
export function invoiceSequenceOfReference(reference: string | null | undefined): number | null {
  if (!reference) return null;
  const match = /^INV-?0*([1-9][0-9]{0,8})$/.exec(reference.replace(/\s+/g, "").toUpperCase());
  return match ? Number(match[1]) : null;
}
