// Terms and their values as a description list (the dashboard's "details" look); a value not given says so.
import type { ReactNode } from "react";
import { ADMIN_CONSOLE_TEXTS as T } from "@bank/contracts";

export type Fact = readonly [term: string, value: ReactNode];

export default function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="details">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>
            {value === undefined || value === null || value === "" ? (
              <span className="admin-muted">{T.notGiven}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
