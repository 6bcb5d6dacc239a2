// Amounts as a person reads them. The service sends decimal strings with the currency's full decimals; Intl formats
// the string itself (not a float made from it), so every digit shown is the ledger's: "$1,250.00", "999,000.00 USDC".
import { CURRENCY_DECIMALS, type Currency } from "@bank/contracts";

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: Currency, signDisplay: "auto" | "exceptZero"): Intl.NumberFormat {
  const key = `${currency}:${signDisplay}`;
  let format = formats.get(key);
  if (!format) {
    // USD as currency ("$"); USDC, BTC and ETH are not ISO 4217 codes, so they are numbers followed by their code.
    format =
      currency === "USD"
        ? new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", signDisplay })
        : new Intl.NumberFormat("en-US", {
            minimumFractionDigits: 2,
            maximumFractionDigits: CURRENCY_DECIMALS[currency],
            signDisplay,
          });
    formats.set(key, format);
  }
  return format;
}

/**
 * "1250.00" USD -> "$1,250.00"; "-25.50" USD -> "-$25.50"; "999000.000000" USDC -> "999,000.00 USDC";
 * "0.009990" USDC -> "0.00999 USDC". Digits past the second decimal are shown when they are not zero, never rounded.
 */
export function formatMoney(amount: string, currency: Currency, options: { signed?: boolean } = {}): string {
  // Intl.NumberFormat reads a decimal string exactly (ECMA-402's "intl.numberformat v3").
  const text = formatOf(currency, options.signed ? "exceptZero" : "auto").format(amount as unknown as number);
  return currency === "USD" ? text : `${text} ${currency}`;
}
