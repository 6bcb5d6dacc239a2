// The staff console's door: asks the service who is here, and shows the console only to staff. Customers see one
// heading, "You do not have access", and nothing else; staff without 2FA are sent to settings to turn it on; staff
// whose session proved only the password are asked for their second factor in place (a code or a passkey, never the
// password), then the door asks again; anyone signed out goes to /signin. The console itself (navigation included)
// is rendered only once the service says yes.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ADMIN_MESSAGES, ADMIN_CONSOLE_TEXTS as T, type AdminMe } from "@bank/contracts";
import { fetchAdminMe } from "../../lib/api/admin.ts";
import { ApiError, type SecondFactor } from "../../lib/api/request.ts";
import { addToast, carryOpenToastsToNextPage } from "../../stores/toasts.ts";
import "../ui/controls.css";
import "../account/dashboard/dashboard.css";
import "./admin.css";

/** Fetched only when a session needs it (rare: most staff sign in with their second factor). */
const SecondFactorPrompt = lazy(() => import("../ui/step-up/SecondFactorPrompt.tsx"));

type Gate =
  | { step: "checking" }
  | { step: "leaving" }
  | { step: "refused" }
  | { step: "failed" }
  | { step: "second-factor"; factors: readonly SecondFactor[] }
  | { step: "open"; me: AdminMe };

interface Props {
  /** The console's navigation (a static Astro component passed as a slot). */
  nav?: ReactNode;
  children: (me: AdminMe) => ReactNode;
}

export default function StaffGate({ nav, children }: Props) {
  const [gate, setGate] = useState<Gate>({ step: "checking" });
  const consoleRoot = useRef<HTMLDivElement>(null);
  /** The second factor was just confirmed here: once the console opens, focus goes to its heading. */
  const confirmedHere = useRef(false);

  async function check() {
    setGate({ step: "checking" });
    try {
      const me = await fetchAdminMe();
      setGate(me.permissions.length > 0 ? { step: "open", me } : { step: "refused" });
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== "refused") return setGate({ step: "failed" });
      if (error.status === 401) {
        setGate({ step: "leaving" });
        window.location.replace("/signin");
      } else if (error.staffTwoFactorRequired) {
        setGate({ step: "leaving" });
        addToast({ variant: "destructive", title: T.navLabel, description: ADMIN_MESSAGES.twoFactorRequired });
        carryOpenToastsToNextPage();
        window.location.replace("/dashboard/settings");
      } else if (error.secondFactorRequired) {
        setGate({ step: "second-factor", factors: error.secondFactors });
      } else if (error.status === 403) {
        setGate({ step: "refused" });
      } else {
        setGate({ step: "failed" });
      }
    }
  }

  useEffect(() => void check(), []);

  useEffect(() => {
    if (gate.step !== "open" || !confirmedHere.current) return;
    confirmedHere.current = false;
    const heading = consoleRoot.current?.querySelector<HTMLElement>("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [gate.step]);

  const checking = (
    <div className="gate-status admin-checking" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{T.checkingAccess}</span>
    </div>
  );

  if (gate.step === "refused") return <h1 className="admin-refused">{ADMIN_MESSAGES.noAccess}</h1>;
  if (gate.step === "second-factor") {
    return (
      <Suspense fallback={checking}>
        <div className="admin-second-factor admin-card">
          <SecondFactorPrompt
            factors={gate.factors}
            message={ADMIN_MESSAGES.secondFactorRequired}
            headingLevel={1}
            onConfirmed={() => {
              confirmedHere.current = true;
              void check();
            }}
          />
        </div>
      </Suspense>
    );
  }
  if (gate.step === "failed") {
    return (
      <div className="gate-status" role="alert">
        <p>{T.accessCheckFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => void check()}>
          {T.retry}
        </button>
      </div>
    );
  }
  if (gate.step !== "open") return checking;
  return (
    <div className="admin" ref={consoleRoot}>
      {nav}
      {children(gate.me)}
    </div>
  );
}
