// The balance at each month's end (the current month: now) as a line with a dot a month; the table gives each
// figure exactly.
import { ANALYTICS_PAGE_TEXTS as T, type Analytics } from "@bank/contracts";
import ChartFrame, { PLOT } from "./ChartFrame.tsx";
import ValueGrid from "./ValueGrid.tsx";
import { balanceRows, balanceSummary } from "./chart-data.ts";
import { axisFor, minorValues, yOf } from "./chart-scale.ts";

export default function BalanceChart({ analytics }: { analytics: Analytics }) {
  const { currency, months } = analytics;
  const balances = minorValues(
    months.map((month) => month.closingBalance),
    currency,
  );
  const axis = axisFor(balances, currency);
  const rows = balanceRows(analytics);

  return (
    <ChartFrame
      title={T.balanceHeading}
      summary={balanceSummary(analytics)}
      testId="balance-chart"
      table={
        // Two columns fit a phone: a plain table, not cards.
        <table className="analytics-table">
          <caption>{T.tableCaption(T.balanceHeading)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.month}</th>
              <th scope="col">{T.closingBalance}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row" data-label={T.month}>
                  {row.label}
                </th>
                <td data-label={T.closingBalance}>{row.closingBalance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {(width, labelledBy) => {
        const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
        const slot = (width - PLOT.left - PLOT.right) / Math.max(1, months.length);
        const points = balances.map(
          (value, index) => [PLOT.left + slot * index + slot / 2, yOf(value, axis, PLOT.top, plotHeight)] as const,
        );
        const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
        return (
          <svg
            className="analytics-svg"
            width={width}
            height={PLOT.height}
            viewBox={`0 0 ${width} ${PLOT.height}`}
            role="img"
            aria-labelledby={labelledBy}
          >
            <ValueGrid axis={axis} currency={currency} width={width} months={months.map((month) => month.month)} />
            <polyline className="analytics-line" points={line} />
            {points.map(([x, y], index) => (
              <circle
                key={months[index]!.month}
                className="analytics-dot"
                cx={x}
                cy={y}
                r={3.5}
                data-month={months[index]!.month}
              />
            ))}
          </svg>
        );
      }}
    </ChartFrame>
  );
}
