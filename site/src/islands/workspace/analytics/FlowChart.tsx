// Money in and out by month: two bars a month, in (green, solid) and out (red, hatched), so the two are told apart
// without colour too; the legend names them and the table gives every figure exactly.
import { ANALYTICS_PAGE_TEXTS as T, type Analytics } from "@bank/contracts";
import ChartFrame, { PLOT } from "./ChartFrame.tsx";
import ValueGrid from "./ValueGrid.tsx";
import { flowRows, flowSummary } from "./chart-data.ts";
import { axisFor, minorValues, yOf } from "./chart-scale.ts";

function Legend() {
  return (
    <ul className="analytics-legend">
      <li>
        <svg width="14" height="14" aria-hidden="true">
          <rect width="14" height="14" className="analytics-bar--in" />
        </svg>
        {T.moneyIn}
      </li>
      <li>
        <svg width="14" height="14" aria-hidden="true">
          <rect width="14" height="14" fill="url(#analytics-hatch)" className="analytics-bar--out" />
        </svg>
        {T.moneyOut}
      </li>
    </ul>
  );
}

export default function FlowChart({ analytics }: { analytics: Analytics }) {
  const { currency, months } = analytics;
  const moneyIn = minorValues(
    months.map((month) => month.moneyIn),
    currency,
  );
  const moneyOut = minorValues(
    months.map((month) => month.moneyOut),
    currency,
  );
  const axis = axisFor([...moneyIn, ...moneyOut], currency);
  const rows = flowRows(analytics);

  return (
    <ChartFrame
      title={T.flowHeading}
      summary={flowSummary(analytics)}
      legend={<Legend />}
      testId="flow-chart"
      table={
        <table className="analytics-table table-cards">
          <caption>{T.tableCaption(T.flowHeading)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.month}</th>
              <th scope="col">{T.moneyIn}</th>
              <th scope="col">{T.moneyOut}</th>
              <th scope="col">{T.net}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row" data-label={T.month}>
                  {row.label}
                </th>
                <td data-label={T.moneyIn}>{row.moneyIn}</td>
                <td data-label={T.moneyOut}>{row.moneyOut}</td>
                <td data-label={T.net}>{row.net}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {(width, labelledBy) => {
        const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
        const slot = (width - PLOT.left - PLOT.right) / Math.max(1, months.length);
        const bar = Math.max(2, Math.min(18, slot * 0.34));
        const base = yOf(0n, axis, PLOT.top, plotHeight);
        /** A bar from the baseline to the value; a value above zero is never drawn thinner than a pixel. */
        const rect = (value: bigint, x: number, series: "in" | "out", fill?: string) => {
          if (value === 0n) return null;
          const top = Math.min(yOf(value, axis, PLOT.top, plotHeight), base - 1);
          return (
            <rect
              x={x}
              y={top}
              width={bar}
              height={base - top}
              className={`analytics-bar--${series}`}
              fill={fill}
              data-series={series}
            />
          );
        };
        return (
          <svg
            className="analytics-svg"
            width={width}
            height={PLOT.height}
            viewBox={`0 0 ${width} ${PLOT.height}`}
            role="img"
            aria-labelledby={labelledBy}
          >
            <defs>
              <pattern
                id="analytics-hatch"
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" fill="#b91c1c" />
                <line x1="0" y1="0" x2="0" y2="6" stroke="#fecaca" strokeWidth="2" />
              </pattern>
            </defs>
            <ValueGrid axis={axis} currency={currency} width={width} months={months.map((month) => month.month)} />
            {months.map((month, index) => {
              const middle = PLOT.left + slot * index + slot / 2;
              return (
                <g key={month.month} data-month={month.month}>
                  {rect(moneyIn[index]!, middle - bar - 1, "in")}
                  {rect(moneyOut[index]!, middle + 1, "out", "url(#analytics-hatch)")}
                </g>
              );
            })}
          </svg>
        );
      }}
    </ChartFrame>
  );
}
