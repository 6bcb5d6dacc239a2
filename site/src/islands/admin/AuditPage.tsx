// /admin/audit: the audit trail newest first, under filters, paged by cursor; the view lives in the address, so it
// can be shared and the back button steps back through pages.
import { useEffect, useState, type ReactNode } from "react";
import { ADMIN_MESSAGES, ADMIN_CONSOLE_TEXTS, ADMIN_AUDIT_TEXTS, type AdminAuditPage } from "@bank/contracts";
import { fetchAuditPage, type AuditFilters } from "../../lib/api/admin.ts";
import { failureText } from "../../lib/api/failure-text.ts";
import AuditFiltersForm from "./audit/AuditFiltersForm.tsx";
import { auditHref, parseAuditFilters } from "./audit/audit-filters.ts";
import EventsTable from "./EventsTable.tsx";
import { can } from "./permissions.ts";
import StaffGate from "./StaffGate.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_AUDIT_TEXTS };

function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(() => parseAuditFilters(window.location.search));
  const [page, setPage] = useState<AdminAuditPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = auditHref(filters);

  useEffect(() => {
    const follow = () => setFilters(parseAuditFilters(window.location.search));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchAuditPage(filters)
      .then((answer) => current && (setPage(answer), setFailure(null)))
      .catch(
        (error: unknown) =>
          current && setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key]);

  function go(next: AuditFilters) {
    window.history.pushState(null, "", auditHref(next));
    setFilters(next);
  }

  const { before: _cursor, ...shownFilters } = filters;
  return (
    <>
      <AuditFiltersForm key={auditHref(shownFilters)} initial={shownFilters} onApply={go} />
      {failure && <p role="alert">{failure}</p>}
      <p role="status" className="admin-lead admin-results-status">
        {loading ? T.loading : page && page.events.length === 0 ? T.noAuditEvents : ""}
      </p>
      {page && page.events.length > 0 && <EventsTable caption={T.auditCaption} events={page.events} busy={loading} />}
      <div className="admin-paging">
        {filters.before && (
          <button
            type="button"
            className="button button--secondary"
            disabled={loading}
            onClick={() => go(shownFilters)}
          >
            {T.newestEvents}
          </button>
        )}
        {page?.nextBefore && (
          <button
            type="button"
            className="button button--secondary"
            disabled={loading}
            onClick={() => page.nextBefore && go({ ...shownFilters, before: page.nextBefore })}
          >
            {T.olderEvents}
          </button>
        )}
      </div>
    </>
  );
}

export default function AuditPage({ nav }: { nav?: ReactNode }) {
  return (
    <StaffGate nav={nav}>
      {(me) => (
        <>
          <h1>{T.auditTitle}</h1>
          {can(me, "view") ? <AuditLog /> : <p>{ADMIN_MESSAGES.missingPermission}</p>}
        </>
      )}
    </StaffGate>
  );
}
