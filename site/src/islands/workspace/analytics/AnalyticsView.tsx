// /dashboard/analytics: the current business's money by month (in and out, balance at each month's end) and its
// runway, one currency at a time (a currency switch), each chart with its figures as a table. Each currency's figures
// are read when first chosen and kept while the page is open. The island is businessPage's (frame/business-page.tsx).
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  ACCOUNT_CURRENCIES,
  ANALYTICS_PAGE_TEXTS as T,
  type AccountCurrency,
  type Analytics,
  type BusinessSummary,
} from "@bank/contracts";
import { fetchAnalytics } from "../../../lib/api/analytics.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { startEarlyRead } from "../../hooks/early-business-read.ts";
import BalanceChart from "./BalanceChart.tsx";
import FlowChart from "./FlowChart.tsx";
import { hasActivity } from "./chart-data.ts";
import { businessPage } from "../frame/business-page.tsx";
import "./analytics.css";

/** Card spend (cards spend dollars) is drawn below the dollar figures, its code fetched when they are shown. */
const CardSpendChart = lazy(() => import("../cards/CardSpendChart.tsx"));

/** The US dollar figures, shown first, are read as soon as this module runs (early-business-read.ts). */
const earlyDollars = startEarlyRead((businessId) => fetchAnalytics(businessId, "USD"));

function AnalyticsView({ business }: { business: BusinessSummary }) {
  const [currency, setCurrency] = useState<AccountCurrency>("USD");
  const [figures, setFigures] = useState<Partial<Record<AccountCurrency, Analytics>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Reading the figures needs view alone, and the service asks no second factor for view, whatever else the member
  // may do: a failed read is said in words.
  const shown = useRef(currency);
  shown.current = currency;

  async function load(which: AccountCurrency) {
    try {
      const early = which === "USD" ? await earlyDollars.take(business.id) : undefined;
      const answer = early ?? (await fetchAnalytics(business.id, which));
      setFigures((kept) => ({ ...kept, [which]: answer }));
      setFailure(null);
    } catch (error) {
      if (shown.current !== which) return;
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    }
  }

  useEffect(() => {
    if (!figures[currency]) void load(currency);
  }, [currency]);

  const analytics = figures[currency];

  return (
    <div className="analytics">
      <p className="analytics-lead" data-testid="analytics-business">
        {T.lead(businessName(business))}
      </p>
      <fieldset className="analytics-currency">
        <legend>{T.currency}</legend>
        {ACCOUNT_CURRENCIES.map((each) => (
          <label key={each} className="analytics-currency__choice">
            <input
              type="radio"
              name="analytics-currency"
              value={each}
              checked={currency === each}
              onChange={() => {
                setFailure(null);
                setCurrency(each);
              }}
            />
            <span>{T.currencyNames[each]}</span>
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p role="alert">{failure}</p>
      ) : !analytics ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          <Figures analytics={analytics} />
          {currency === "USD" && (
            <Suspense fallback={null}>
              <CardSpendChart businessId={business.id} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

function Figures({ analytics }: { analytics: Analytics }) {
  const active = hasActivity(analytics);
  const { months, monthlyNetBurn } = analytics.runway;
  return (
    <>
      <section className="analytics-card analytics-runway" aria-labelledby="runway-heading">
        <h2 id="runway-heading">{T.runwayHeading}</h2>
        {months !== null ? (
          <p data-testid="runway">
            <strong className="analytics-runway__months">{T.runwayMonths(months)}</strong>{" "}
            {T.runwayLead(formatMoney(monthlyNetBurn, analytics.currency))}
          </p>
        ) : (
          <p data-testid="runway">{active ? T.noBurn : T.noActivity}</p>
        )}
      </section>
      <FlowChart analytics={analytics} />
      <BalanceChart analytics={analytics} />
    </>
  );
}

export default businessPage(T, AnalyticsView);
