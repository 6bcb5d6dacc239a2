// A table's frame: it scrolls sideways on a narrow screen, and can then be scrolled by keyboard (focusable, named).
import type { ReactNode } from "react";

export default function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
