// /admin: the last 24 hours and the last 7 days of sign-ins, failures, lockouts and new-device notices, so a wave of
// guessing is seen at a glance (staff with view).
import { useEffect, useState, type ReactNode } from "react";
import { ADMIN_MESSAGES, ADMIN_CONSOLE_TEXTS, ADMIN_OVERVIEW_TEXTS, type AdminOverview } from "@bank/contracts";
import { fetchOverview } from "../../lib/api/admin.ts";
import ActivityChart from "./overview/ActivityChart.tsx";
import { can } from "./permissions.ts";
import StaffGate from "./StaffGate.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_OVERVIEW_TEXTS };

const HOUR = new Intl.DateTimeFormat(undefined, { hour: "numeric" });
const DAY = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric" });
const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

const format = (formatter: Intl.DateTimeFormat) => (start: string) => formatter.format(new Date(start));

function Overview() {
  const [overview, setOverview] = useState<AdminOverview | null>(null);
  const [failed, setFailed] = useState(false);

  async function load() {
    setFailed(false);
    try {
      setOverview(await fetchOverview());
    } catch {
      setFailed(true);
    }
  }

  useEffect(() => void load(), []);

  if (failed) {
    return (
      <div role="alert" className="gate-status">
        <p>{T.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => void load()}>
          {T.retry}
        </button>
      </div>
    );
  }
  if (!overview) return <p role="status">{T.loading}</p>;
  return (
    <>
      <p className="admin-lead">
        {T.generatedAt} <time dateTime={overview.generatedAt}>{FULL.format(new Date(overview.generatedAt))}</time>
      </p>
      <ActivityChart
        title={T.last24Hours}
        buckets={overview.hours}
        label={format(HOUR)}
        fullLabel={format(FULL)}
        labelEvery={3}
      />
      <ActivityChart
        title={T.last7Days}
        buckets={overview.days}
        label={format(DAY)}
        fullLabel={format(DATE)}
        labelEvery={1}
      />
    </>
  );
}

export default function OverviewPage({ nav }: { nav?: ReactNode }) {
  return (
    <StaffGate nav={nav}>
      {(me) => (
        <>
          <h1>{T.overviewTitle}</h1>
          <p className="admin-lead">{T.overviewLead}</p>
          {can(me, "view") ? <Overview /> : <p>{ADMIN_MESSAGES.missingPermission}</p>}
        </>
      )}
    </StaffGate>
  );
}
