// /identity-verification for a signed-in customer: their application, as steps while they may change it and as
// its state once it is with the reviewers; while their address is not verified (the service takes no change until
// it is), what to do about it instead. The application's own read tells whether the session is still there: a 401
// forgets the remembered user, which turns the page back into the explanation for signed-out visitors (the
// header's flag on <html> decides which one shows).
import { useEffect, useState, type ComponentProps } from "react";
import {
  EDITABLE_STATUSES,
  ONBOARDING_FORM_TEXTS as T,
  ONBOARDING_MESSAGES as M,
  type Application,
} from "@bank/contracts";
import { fetchApplication, fetchCurrentUser } from "../../lib/api/onboarding.ts";
import { ApiError } from "../../lib/api/request.ts";
import { forgetUser } from "../../stores/current-user.ts";
import type ApplicationStatus from "./ApplicationStatus.tsx";
import type VerifyFirst from "./VerifyFirst.tsx";
import ApplicationSteps from "./ApplicationSteps.tsx";
import { stepHref, stepOfSearch } from "./steps.ts";
import { useLazyComponent } from "../hooks/use-lazy-component.ts";
import "../ui/controls.css";
import "../account/dashboard/dashboard.css";
import "./onboarding.css";

type Shown =
  | { phase: "loading" }
  | { phase: "failed" }
  | { phase: "signed-out" }
  | { phase: "verify-first"; email: string | undefined }
  | { phase: "ready"; application: Application; editing: boolean; notice?: string | undefined };

/** A needs-information application opens as its note until the customer chooses to update it (or the address names a step). */
const editingOnOpen = (application: Application) =>
  application.status === "draft" ||
  (application.status === "needs_info" && stepOfSearch(window.location.search) !== null);

const loadStatus = () => import("./ApplicationStatus.tsx");

function Status(props: ComponentProps<typeof ApplicationStatus>) {
  const view = useLazyComponent(loadStatus);
  if (view.phase === "ready") return <view.Component {...props} />;
  return (
    <p className="gate-status" role="status">
      {view.phase === "failed" ? T.loadFailed : T.loading}
    </p>
  );
}

const loadVerifyFirst = () => import("./VerifyFirst.tsx");

function Verify(props: ComponentProps<typeof VerifyFirst>) {
  const view = useLazyComponent(loadVerifyFirst);
  if (view.phase === "ready") return <view.Component {...props} />;
  return (
    <p className="gate-status" role="status">
      {view.phase === "failed" ? T.loadFailed : T.loading}
    </p>
  );
}

export default function OnboardingApp() {
  const [shown, setShown] = useState<Shown>({ phase: "loading" });

  /** Reads the application, and whether the address is verified (an unverified one may not change it yet). */
  async function load(notice?: string) {
    setShown({ phase: "loading" });
    try {
      // The user's read only decides which view shows: when it fails, the steps show, and a refused save says so.
      const [application, user] = await Promise.all([fetchApplication(), fetchCurrentUser().catch(() => null)]);
      if (user && !user.emailVerified && EDITABLE_STATUSES.includes(application.status)) {
        setShown({ phase: "verify-first", email: user.email });
        return;
      }
      setShown({ phase: "ready", application, editing: editingOnOpen(application), notice });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        forgetUser();
        setShown({ phase: "signed-out" });
      } else {
        setShown({ phase: "failed" });
      }
    }
  }

  useEffect(() => {
    void load();
    // Back and forward between the note and the steps of an application that needs information.
    const follow = () =>
      setShown((current) =>
        current.phase === "ready" ? { ...current, editing: editingOnOpen(current.application) } : current,
      );
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);

  if (shown.phase === "signed-out") return null;
  if (shown.phase === "verify-first") return <Verify email={shown.email} />;
  if (shown.phase === "loading") {
    return (
      <p className="gate-status" role="status">
        {T.loading}
      </p>
    );
  }
  if (shown.phase === "failed") {
    return (
      <div className="gate-status" role="status">
        <p>{T.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => void load()}>
          {T.retry}
        </button>
      </div>
    );
  }

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
        onNotEditable={() => void load(T.notEditableReloaded)}
        onEmailNotVerified={() => setShown({ phase: "verify-first", email: undefined })}
      />
    );
  }
  return (
    <Status
      application={application}
      notice={shown.notice}
      onUpdate={() => {
        window.history.pushState(null, "", stepHref("business", window.location.search));
        setShown({ ...shown, editing: true, notice: undefined });
      }}
    />
  );
}
