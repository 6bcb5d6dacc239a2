// Drawn as plain SVG written here, with no chart library: two small charts (bars by month, a line of balances) need a
// few rectangles, a polyline and an axis, which cost well under 2 KB gzipped, while the smallest libraries that draw
// them with an accessible table (Chart.js, uPlot, Recharts) cost 15 to 100 KB of a page's 100 KB budget and would
// read the figures as floats. Around each chart: its title, a one-sentence summary (the figure's caption, also the
// SVG's name), a legend when it has more than one series, and its figures as a table that screen readers read and
// anyone can show ("Show as table", ui/ChartTable.tsx). The drawing takes the width its frame has, so it fits a
// 390 px phone without shrinking its text.
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ANALYTICS_PAGE_TEXTS as T } from "@bank/contracts";
import ChartTable from "../../ui/ChartTable.tsx";

/** The width a chart is drawn at before its frame is measured. */
const FIRST_WIDTH = 640;

interface Props {
  title: string;
  summary: string;
  legend?: ReactNode;
  /** The SVG for a frame `width` pixels wide, named by the ids given. */
  children(width: number, labelledBy: string): ReactNode;
  table: ReactNode;
  testId: string;
}

export default function ChartFrame({ title, summary, legend, children, table, testId }: Props) {
  const id = useId().replace(/:/g, "");
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);

  useLayoutEffect(() => {
    const node = frame.current;
    if (!node) return;
    const measure = () => setWidth(Math.max(200, Math.floor(node.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="analytics-card analytics-chart" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`}>{title}</h2>
      {legend}
      <figure className="analytics-figure">
        <div ref={frame} className="analytics-plot">
          {children(width, `${id}-title ${id}-summary`)}
        </div>
        <figcaption id={`${id}-summary`} className="analytics-summary">
          {summary}
        </figcaption>
      </figure>
      <ChartTable label={T.tableCaption(title)} texts={T} frameClassName="analytics-table-wrap">
        {table}
      </ChartTable>
    </section>
  );
}

/** The plot's margins inside the SVG: room for the value labels on the left and the months below. */
export const PLOT = { top: 12, right: 8, bottom: 28, left: 60, height: 220 } as const;

/** Every how many months the axis writes a month's name, for slots `slot` pixels wide ("Mar" needs about 30). */
export function labelEvery(slot: number): number {
  return slot >= 34 ? 1 : slot >= 17 ? 2 : 3;
}
