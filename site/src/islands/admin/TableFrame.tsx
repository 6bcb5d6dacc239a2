// A table's frame: named, and narrow enough a frame turns its table (class "table-cards") into cards, one a row, so
// every column shows on a phone (ui/table-cards.css). Focusable, so a keyboard could scroll anything still too wide.
import type { ReactNode } from "react";
import "../ui/table-cards.css";

export default function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap table-cards-frame" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
