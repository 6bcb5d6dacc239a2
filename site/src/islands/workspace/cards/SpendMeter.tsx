// What a card spent today against its daily limit: a meter for the eye and the same figures in words beside it.
// The share is worked out in whole tenths of a percent from the cents (no float ever holds an amount).
import { CARDS_PAGE_TEXTS as T, parseAmount, type Card } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";

/** Tenths of a percent of the limit spent, 0 to 1000. */
export function spentPermille(spent: string, limit: string): number {
  const cents = parseAmount(spent, "USD") ?? 0n;
  const of = parseAmount(limit, "USD") ?? 0n;
  if (of === 0n) return 0;
  const permille = (cents * 1000n) / of;
  return Number(permille > 1000n ? 1000n : permille);
}

export default function SpendMeter({ card }: { card: Card }) {
  const words = T.spentOfLimit(formatMoney(card.spentToday, "USD"), formatMoney(card.dailyLimit, "USD"));
  const id = `card-${card.id}-spent`;
  return (
    <div className="card-spend">
      <p className="card-spend__words">
        <span id={id}>{T.spentToday}</span> <strong data-testid="spent-today">{words}</strong>
      </p>
      <meter
        className="card-spend__meter"
        min={0}
        max={1000}
        low={750}
        high={900}
        optimum={0}
        value={spentPermille(card.spentToday, card.dailyLimit)}
        aria-labelledby={id}
        aria-valuetext={words}
      />
    </div>
  );
}
