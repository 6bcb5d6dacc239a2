// A chart's value axis: a faint line and a short label at each round tick, and the months along the bottom.
import { monthShort } from "./chart-data.ts";
import { PLOT, labelEvery } from "./ChartFrame.tsx";
import { tickLabel, yOf, type ValueAxis } from "./chart-scale.ts";
import type { Currency } from "@bank/contracts";

interface Props {
  axis: ValueAxis;
  currency: Currency;
  width: number;
  months: readonly string[];
}

export default function ValueGrid({ axis, currency, width, months }: Props) {
  const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
  const slot = (width - PLOT.left - PLOT.right) / Math.max(1, months.length);
  const every = labelEvery(slot);
  return (
    <g aria-hidden="true">
      {axis.ticks.map((tick) => {
        const y = yOf(tick, axis, PLOT.top, plotHeight);
        return (
          <g key={String(tick)} className={tick === 0n ? "analytics-grid analytics-grid--zero" : "analytics-grid"}>
            <line x1={PLOT.left} x2={width - PLOT.right} y1={y} y2={y} />
            <text x={PLOT.left - 8} y={y + 4} textAnchor="end">
              {tickLabel(tick, currency)}
            </text>
          </g>
        );
      })}
      {months.map((month, index) =>
        (months.length - 1 - index) % every === 0 ? (
          <text
            key={month}
            className="analytics-month"
            x={PLOT.left + slot * index + slot / 2}
            y={PLOT.height - 8}
            textAnchor="middle"
          >
            {monthShort(month)}
          </text>
        ) : null,
      )}
    </g>
  );
}
