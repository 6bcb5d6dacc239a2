// /admin/applications: the queue of business applications (or those in another state), oldest first, and an
// application's detail at ?id= (so it can be linked and the back button closes it); with approve, its decision.
// Staff with view or approve read it; others with staff access are told their permissions do not allow it.
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  ADMIN_MESSAGES,
  ADMIN_CONSOLE_TEXTS,
  ADMIN_APPLICATIONS_TEXTS,
  type AdminMe,
  type ApplicationStatus,
} from "@bank/contracts";
import { fetchApplications } from "../../../lib/api/admin.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import LazyDetail from "../LazyDetail.tsx";
import { can } from "../permissions.ts";
import StaffGate from "../StaffGate.tsx";
import ApplicationQueue, { type ApplicationList } from "./ApplicationQueue.tsx";
import { applicationsHref, parseApplicationsView, type ApplicationsView } from "./applications-url.ts";
import StatusFilter from "./StatusFilter.tsx";
import { useNow } from "./use-now.ts";

/** An application's detail: its code (and the whole application's schema) is fetched when one is opened. */
const loadApplicationDetail = () => import("./ApplicationDetail.tsx");
import "./applications.css";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATIONS_TEXTS };

function Applications({ me }: { me: AdminMe }) {
  const [view, setView] = useState<ApplicationsView>(() => parseApplicationsView(window.location.search));
  const [list, setList] = useState<ApplicationList | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useNow();
  const statusLine = useRef<HTMLParagraphElement>(null);
  /** The application opened from the list on this page: closing goes back in history, and focus returns to it. */
  const openedHere = useRef<string | null>(null);
  /** The application just closed, whose row takes focus once the list is read again. */
  const returning = useRef<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const follow = () => setView(parseApplicationsView(window.location.search));
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);

  /** Reads the list in a state; an answer to an earlier request than the latest is dropped. */
  async function load(status: ApplicationStatus): Promise<void> {
    const request = ++latest.current;
    setLoading(true);
    try {
      const applications = await fetchApplications(status);
      if (request !== latest.current) return;
      setList({ status, applications });
      setFailure(null);
    } catch (error) {
      if (request === latest.current) {
        setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error));
      }
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  // The list is read whenever it is shown, so coming back from an application shows what reviewers decided since.
  useEffect(() => {
    if (view.id) return;
    returning.current = openedHere.current ?? returning.current;
    openedHere.current = null;
    void load(view.status);
  }, [view.status, view.id]);

  // Back from an application, once the list is fresh: focus goes to its row, or to the list's status line when it
  // has left the list (decided).
  useEffect(() => {
    if (returning.current === null || !list) return;
    const row = returning.current
      ? document.querySelector<HTMLElement>(`[data-application="${CSS.escape(returning.current)}"]`)
      : null;
    (row ?? statusLine.current)?.focus();
    returning.current = null;
  }, [list]);

  function go(next: ApplicationsView) {
    window.history.pushState(null, "", applicationsHref(next));
    setView(next);
  }

  function close() {
    if (openedHere.current) return window.history.back();
    // Opened from a link: no row to return to, so focus goes to the list's status line.
    returning.current = "";
    go({ status: view.status, id: "" });
  }

  if (view.id) {
    return <LazyDetail load={loadApplicationDetail} props={{ me, id: view.id, now, onClose: close }} />;
  }

  const shown = list?.status === view.status ? list : null;
  const overdue = shown?.applications.filter((application) => application.overdue).length ?? 0;
  return (
    <>
      <p className="admin-lead">{T.applicationsLead}</p>
      <StatusFilter key={view.status} status={view.status} onShow={(status) => go({ status, id: "" })} />
      {failure && <p role="alert">{failure}</p>}
      <p
        ref={statusLine}
        role="status"
        tabIndex={-1}
        className="admin-lead admin-results-status"
        data-testid="applications-count"
      >
        {loading && !shown
          ? T.loading
          : shown &&
            (shown.applications.length === 0
              ? T.noApplications
              : T.applicationsCount(shown.applications.length, overdue))}
      </p>
      {shown && shown.applications.length > 0 && (
        <ApplicationQueue
          list={shown}
          busy={loading}
          now={now}
          onOpen={(id) => {
            openedHere.current = id;
            go({ status: view.status, id });
          }}
        />
      )}
    </>
  );
}

/** Reading applications takes view (or manage, which implies it) or approve. */
const canRead = (me: AdminMe) => can(me, "view") || can(me, "approve");

export default function ApplicationsPage({ nav }: { nav?: ReactNode }) {
  return (
    <StaffGate nav={nav}>
      {(me) => (
        <>
          <h1>{T.applicationsTitle}</h1>
          {canRead(me) ? <Applications me={me} /> : <p>{ADMIN_MESSAGES.missingPermission}</p>}
        </>
      )}
    </StaffGate>
  );
}
