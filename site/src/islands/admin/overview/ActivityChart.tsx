// One overview chart drawn as plain SVG: a group of four bars a bucket (sign-ins, failures, lockouts, new-device
// notices). Failures are red AND hatched, lockouts dark AND dotted, so no series is told apart by colour alone; the
// totals are written out beside it, and the figures are a table that screen readers read (shown on request).
import { useEffect, useId, useRef } from "react";
import { ADMIN_OVERVIEW_TEXTS as T, type OverviewBucket } from "@bank/contracts";
import ChartTable from "../../ui/ChartTable.tsx";
import { SERIES, axisFor, barHeight, highest, looksLikeGuessing, totals, type Series } from "./chart-scale.ts";

export const SERIES_LABELS: Record<Series, string> = {
  signIns: T.seriesSignIns,
  failures: T.seriesFailures,
  lockouts: T.seriesLockouts,
  newDevices: T.seriesNewDevices,
};

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 24;
const TOP = 8;
const PLOT = HEIGHT - BOTTOM - TOP;

interface Props {
  title: string;
  buckets: readonly OverviewBucket[];
  /** The bucket's start as its axis label ("14:00", "Mon 23"). */
  label(start: string): string;
  /** The bucket's start in full, for the table. */
  fullLabel(start: string): string;
  /** Every how many buckets the axis writes a label (every bucket on a week, every 3 hours on a day). */
  labelEvery: number;
}

function Swatch({ series, patterns }: { series: Series; patterns: string }) {
  return (
    <svg className="chart-swatch" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <rect width="16" height="16" className={`chart-bar chart-bar--${series}`} fill={fillOf(series, patterns)} />
    </svg>
  );
}

function fillOf(series: Series, patterns: string): string | undefined {
  if (series === "failures") return `url(#${patterns}-hatch)`;
  if (series === "lockouts") return `url(#${patterns}-dots)`;
  return undefined;
}

export default function ActivityChart({ title, buckets, label, fullLabel, labelEvery }: Props) {
  const id = useId().replace(/:/g, "");
  const scroller = useRef<HTMLDivElement>(null);
  // On a screen too narrow for the whole chart it scrolls sideways: it opens on its newest end, the one that matters.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, []);
  const sum = totals(buckets);
  const axis = axisFor(highest(buckets));
  const top = axis.top;
  const slot = (WIDTH - LEFT) / Math.max(1, buckets.length);
  const bar = Math.max(1, (slot * 0.8) / SERIES.length);
  const y = (value: number) => TOP + PLOT - barHeight(value, top, PLOT);
  const summary = SERIES.map((series) => `${SERIES_LABELS[series]}: ${sum[series]}`).join(", ");

  return (
    <section className="chart admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="chart-totals" aria-label={T.totals}>
        {SERIES.map((series) => (
          <li key={series} className={`chart-total chart-total--${series}`}>
            <Swatch series={series} patterns={id} />
            <span>{SERIES_LABELS[series]}</span> <strong>{sum[series]}</strong>
          </li>
        ))}
      </ul>
      {looksLikeGuessing(sum) && (
        <p className="callout callout--danger" data-testid="guessing-warning">
          {T.failureWave(sum.failures, sum.signIns)}
        </p>
      )}
      <div className="chart-scroll" ref={scroller} role="group" aria-label={title} tabIndex={0}>
        <svg className="chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}. ${summary}.`}>
          <defs>
            <pattern
              id={`${id}-hatch`}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill="#b91c1c" />
              <line x1="0" y1="0" x2="0" y2="6" stroke="#fecaca" strokeWidth="2.5" />
            </pattern>
            <pattern id={`${id}-dots`} width="5" height="5" patternUnits="userSpaceOnUse">
              <rect width="5" height="5" fill="#78350f" />
              <circle cx="2.5" cy="2.5" r="1.2" fill="#fde68a" />
            </pattern>
          </defs>
          {axis.ticks.map((value) => (
            <g key={value} className="chart-grid">
              <line x1={LEFT} x2={WIDTH} y1={y(value)} y2={y(value)} />
              <text x={LEFT - 6} y={y(value) + 4} textAnchor="end">
                {value}
              </text>
            </g>
          ))}
          {buckets.map((bucket, index) => {
            const x = LEFT + index * slot + slot * 0.1;
            return (
              <g key={bucket.start}>
                {SERIES.map((series, position) => (
                  <rect
                    key={series}
                    className={`chart-bar chart-bar--${series}`}
                    fill={fillOf(series, id)}
                    x={x + position * bar}
                    y={y(bucket[series])}
                    width={bar}
                    height={barHeight(bucket[series], top, PLOT)}
                  />
                ))}
                {index % labelEvery === 0 && (
                  <text className="chart-label" x={x + (bar * SERIES.length) / 2} y={HEIGHT - 6} textAnchor="middle">
                    {label(bucket.start)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <ChartTable label={T.chartTableCaption(title)} texts={T} frameClassName="admin-table-wrap">
        <table className="admin-table table-cards">
          <caption>{T.chartTableCaption(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.bucketStart}</th>
              {SERIES.map((series) => (
                <th key={series} scope="col">
                  {SERIES_LABELS[series]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.start}>
                <th scope="row" className="nowrap" data-label={T.bucketStart}>
                  <time dateTime={bucket.start}>{fullLabel(bucket.start)}</time>
                </th>
                {SERIES.map((series) => (
                  <td key={series} data-label={SERIES_LABELS[series]}>
                    {bucket[series]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ChartTable>
    </section>
  );
}
