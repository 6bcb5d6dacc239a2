// A chart's figures as a table, under the chart: screen readers read it always (hidden visually, not from them), and
// anyone can show it with the button ("Show as table"), when it becomes a named region that scrolls on its own and
// turns into cards on a narrow screen (table-cards.css). The workspace's analytics charts (ChartFrame.tsx) and the
// staff console's activity chart (admin/overview/ActivityChart.tsx) show their figures this way.
import { useId, useState, type ReactNode } from "react";
import "./table-cards.css";

interface Props {
  /** The shown region's name: the table's caption. */
  label: string;
  showLabel: string;
  hideLabel: string;
  /** The button's own class, beside the secondary button's. */
  buttonClassName: string;
  /** The shown region's own class, beside table-cards-frame. */
  frameClassName: string;
  /** The table. */
  children: ReactNode;
}

export default function ChartTable({ label, showLabel, hideLabel, buttonClassName, frameClassName, children }: Props) {
  const id = `${useId().replace(/:/g, "")}-table`;
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`button button--secondary ${buttonClassName}`}
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? hideLabel : showLabel}
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
