// /identity-verification for a signed-in customer: their application, as steps while they may change it and as
// its state once it is with the reviewers. A visitor whose session is gone is forgotten, which turns the page
// back into the explanation for signed-out visitors (the header's flag on <html> decides which one shows).
import { useEffect, useState } from "react";
import {
  DASHBOARD_TEXTS,
  EDITABLE_STATUSES,
  ONBOARDING_FORM_TEXTS as T,
  ONBOARDING_MESSAGES as M,
  type Application,
} from "@bank/contracts";
import { fetchApplication } from "../../lib/api/onboarding.ts";
import { forgetUser, rememberUser } from "../../stores/current-user.ts";
import { $sessionUser } from "../../stores/session-user.ts";
import { useQuery } from "../hooks/use-query.ts";
import ApplicationStatus from "./ApplicationStatus.tsx";
import ApplicationSteps from "./ApplicationSteps.tsx";
import { stepHref, stepOfSearch } from "./steps.ts";
import "../account/controls.css";
import "../account/dashboard/dashboard.css";
import "./onboarding.css";

type Shown =
  | { phase: "loading" }
  | { phase: "failed" }
  | { phase: "ready"; application: Application; editing: boolean; notice?: string | undefined };

/** A needs-information application opens as its note until the customer chooses to update it (or the address names a step). */
const editingOnOpen = (application: Application) =>
  application.status === "draft" ||
  (application.status === "needs_info" && stepOfSearch(window.location.search) !== null);

function Retry({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <div className="gate-status" role="status">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}

export default function OnboardingApp() {
  const { data, error, loading } = useQuery($sessionUser);
  const user = data?.user;
  const [shown, setShown] = useState<Shown>({ phase: "loading" });

  useEffect(() => {
    if (data === null) forgetUser();
    else if (user) rememberUser(user);
  }, [data, user]);

  async function load(notice?: string) {
    setShown({ phase: "loading" });
    try {
      const application = await fetchApplication();
      setShown({ phase: "ready", application, editing: editingOnOpen(application), notice });
    } catch {
      setShown({ phase: "failed" });
    }
  }

  const userId = user?.id;
  useEffect(() => {
    if (userId) void load();
  }, [userId]);

  // Back and forward between the note and the steps of an application that needs information.
  useEffect(() => {
    const follow = () =>
      setShown((current) =>
        current.phase === "ready" ? { ...current, editing: editingOnOpen(current.application) } : current,
      );
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);

  if (!user) {
    if (error && !loading)
      return <Retry text={DASHBOARD_TEXTS.sessionCheckFailed} onRetry={() => $sessionUser.revalidate()} />;
    return (
      <p className="gate-status" role="status">
        {DASHBOARD_TEXTS.checkingSession}
      </p>
    );
  }
  if (shown.phase === "loading") {
    return (
      <p className="gate-status" role="status">
        {T.loading}
      </p>
    );
  }
  if (shown.phase === "failed") return <Retry text={T.loadFailed} onRetry={() => void load()} />;

  const { application } = shown;
  if (shown.editing && EDITABLE_STATUSES.includes(application.status)) {
    return (
      <ApplicationSteps
        key={application.updatedAt}
        initial={application}
        onSubmitted={(submitted) => {
          window.history.replaceState(null, "", window.location.pathname);
          window.scrollTo({ top: 0 });
          setShown({ phase: "ready", application: submitted, editing: false, notice: M.applicationSubmitted });
        }}
        onNotEditable={() => void load(T.status.notEditableReloaded)}
      />
    );
  }
  return (
    <ApplicationStatus
      application={application}
      notice={shown.notice}
      onUpdate={() => {
        window.history.pushState(null, "", stepHref("business", window.location.search));
        setShown({ ...shown, editing: true, notice: undefined });
      }}
    />
  );
}
