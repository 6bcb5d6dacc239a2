// The analytics' card spend by merchant category over the last 12 months: a bar per category, longest first, drawn
// in the analytics' own frame (its title, a one-sentence summary and the figures as a table); read on its own when
// the dollar figures are shown, since cards spend dollars. Widths are worked out from the cents, never a float sum.
import { useEffect, useState } from "react";
import { ANALYTICS_PAGE_TEXTS as A, CARDS_PAGE_TEXTS as T, parseAmount, type CardSpend } from "@bank/contracts";
import { fetchCardSpend } from "../../../lib/api/cards.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import ChartFrame from "../analytics/ChartFrame.tsx";
import "./card-spend.css";

const ROW = 28;
const LABEL = 96;

export default function CardSpendChart({ businessId }: { businessId: string }) {
  const [spend, setSpend] = useState<CardSpend | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    fetchCardSpend(businessId)
      .then(setSpend)
      .catch((error: unknown) =>
        setFailure(failureText({ fallbackText: A.loadFailed, fallbackError: A.offline }, error)),
      );
  }, [businessId]);

  if (failure) return <p role="alert">{failure}</p>;
  if (!spend) return <p role="status">{A.loading}</p>;
  const cents = spend.categories.map((each) => parseAmount(each.amount, "USD") ?? 0n);
  const largest = cents.reduce((most, each) => (each > most ? each : most), 0n);
  const top = spend.categories[0];
  const summary = T.spendSummary(formatMoney(spend.total, "USD"), top ? T.categories[top.category] : null);

  return (
    <ChartFrame
      title={T.spendHeading}
      summary={summary}
      testId="card-spend-chart"
      table={
        <table className="analytics-table table-cards">
          <caption>{A.tableCaption(T.spendHeading)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.spendCategory}</th>
              <th scope="col">{T.spendAmount}</th>
              <th scope="col">{T.spendCount}</th>
            </tr>
          </thead>
          <tbody>
            {spend.categories.length === 0 ? (
              <tr>
                <td colSpan={3}>{T.spendNone}</td>
              </tr>
            ) : (
              spend.categories.map((each) => (
                <tr key={each.category}>
                  <th scope="row" data-label={T.spendCategory}>
                    {T.categories[each.category]}
                  </th>
                  <td data-label={T.spendAmount}>{formatMoney(each.amount, "USD")}</td>
                  <td data-label={T.spendCount}>{each.count}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      }
    >
      {(width, labelledBy) => {
        const height = Math.max(1, spend.categories.length) * ROW + 8;
        const room = Math.max(20, width - LABEL - 8);
        return (
          <svg
            className="analytics-svg"
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={labelledBy}
          >
            {spend.categories.map((each, index) => {
              const share = largest === 0n ? 0 : Number((cents[index]! * 1000n) / largest) / 1000;
              const y = 4 + index * ROW;
              return (
                <g key={each.category} data-category={each.category}>
                  <text x={0} y={y + ROW / 2 + 4} className="analytics-month">
                    {T.categories[each.category]}
                  </text>
                  <rect
                    x={LABEL}
                    y={y + 4}
                    width={Math.max(2, share * room)}
                    height={ROW - 10}
                    className="card-spend-bar"
                  />
                </g>
              );
            })}
          </svg>
        );
      }}
    </ChartFrame>
  );
}
