// The business's wallets in US dollars at the sandbox exchange's prices: the total and each coin's price, labelled
// "Sandbox prices" (simulated, and crypto is not insured).
import { CRYPTO_PAGE_TEXTS as T, type Holdings } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";

export default function HoldingsSummary({ holdings, failed }: { holdings: Holdings | null; failed: boolean }) {
  return (
    <section aria-labelledby="holdings-heading" className="crypto-holdings" data-testid="holdings">
      <h2 id="holdings-heading">
        {T.holdingsHeading} <span className="crypto-sandbox__badge">{T.sandboxPrices}</span>
      </h2>
      {failed ? (
        <p role="alert">{T.holdingsFailed}</p>
      ) : !holdings ? (
        <p role="status">{T.holdingsLoading}</p>
      ) : (
        <>
          <dl className="crypto-balances">
            <div className="crypto-balances__main">
              <dt>{T.totalValue}</dt>
              <dd data-testid="holdings-total">{formatMoney(holdings.totalUsd, "USD")}</dd>
            </div>
            {holdings.prices.map((price) => (
              <div key={price.currency}>
                <dt>{price.currency}</dt>
                <dd data-testid={`price-${price.currency}`}>
                  {T.priceLine(price.currency, formatMoney(price.usd, "USD"))}
                </dd>
              </div>
            ))}
          </dl>
          <p className="crypto-note">{T.pricesNote}</p>
        </>
      )}
    </section>
  );
}
