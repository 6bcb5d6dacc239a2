// A chart's figures as a table, under the chart: screen readers read it always (hidden visually, not from them), and
// anyone can show it with the button ("Show as table"), when it becomes a named region that scrolls on its own and
// turns into cards on a narrow screen (table-cards.css). The workspace's analytics charts (ChartFrame.tsx) and the
// staff console's activity chart (admin/overview/ActivityChart.tsx) show their figures this way.
import { useId, useState, type ReactNode } from "react";
import "./chart-table.css";
import "./table-cards.css";

interface Props {
  /** The shown region's name: the table's caption. */
  label: string;
  /** The button's words: the page's texts. */
  texts: { showTable: string; hideTable: string };
  /** The shown region's own class (its page's table frame), beside table-cards-frame. */
  frameClassName: string;
  /** The table. */
  children: ReactNode;
}

export default function ChartTable({ label, texts, frameClassName, children }: Props) {
  const id = `${useId().replace(/:/g, "")}-table`;
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary chart-table-toggle"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? texts.hideTable : texts.showTable}
      </button>
      <div
        id={id}
        className={shown ? `${frameClassName} table-cards-frame` : "visually-hidden"}
        {...(shown ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}
      >
        {children}
      </div>
    </>
  );
}
