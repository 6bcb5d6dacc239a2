// A customer's security state as staff see it (never a secret): account, security, their businesses and
// applications, current session and last events; with manage, the support actions (Unlock only while a lock stands).
// Focus moves to its heading when it opens.
import { useEffect, useRef, useState } from "react";
import { ADMIN_CONSOLE_TEXTS, ADMIN_CUSTOMER_DETAIL_TEXTS, type AdminMe, type AdminUserDetail } from "@bank/contracts";
import { fetchUserDetail } from "../../../lib/api/admin-details.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import EventsTable from "../EventsTable.tsx";
import CustomerBusinesses from "../businesses/CustomerBusinesses.tsx";
import { can } from "../permissions.ts";
import CustomerAction, { type ActionKind } from "./CustomerAction.tsx";
import CustomerApplications from "./CustomerApplications.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_CUSTOMER_DETAIL_TEXTS };

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => WHEN.format(new Date(iso));

interface Props {
  me: AdminMe;
  userId: string;
  onClose(): void;
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function lockText(security: AdminUserDetail["security"]): string {
  if (!security.locked) return T.notLocked;
  if (security.lockedUntilReset || !security.lockedUntil) return T.lockedUntilReset;
  return T.lockedUntil(when(security.lockedUntil));
}

const ACTION_BUTTONS: { kind: ActionKind; label: string }[] = [
  { kind: "unlock", label: T.unlock },
  { kind: "endSession", label: T.endSession },
  { kind: "resetTwoFactor", label: T.resetTwoFactor },
];

/** Unlock only while a lock stands, reset only while two-factor is on: an action that would change nothing is not offered. */
function offered(kind: ActionKind, security: AdminUserDetail["security"]): boolean {
  if (kind === "unlock") return security.locked;
  if (kind === "resetTwoFactor") return security.twoFactorEnabled;
  return true;
}

export default function CustomerDetail({ me, userId, onClose }: Props) {
  const [detail, setDetail] = useState<AdminUserDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<ActionKind | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<ActionKind | null>(null);
  const focusedFor = useRef<string | null>(null);

  async function load() {
    try {
      setDetail(await fetchUserDetail(userId));
      setFailure(null);
    } catch (error) {
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error));
    }
  }

  useEffect(() => {
    setDetail(null);
    setAction(null);
    void load();
  }, [userId]);

  // The heading takes focus once per customer opened, when their detail has arrived (or failed to).
  useEffect(() => {
    if ((!detail && !failure) || focusedFor.current === userId) return;
    focusedFor.current = userId;
    heading.current?.focus();
  }, [detail, failure, userId]);

  // A closed action panel gives focus back to the button that opened it, or to the customer's heading when the
  // action took its own button away (Unlock once unlocked, Reset two-factor once two-factor is off).
  useEffect(() => {
    if (action !== null || opener.current === null) return;
    const button = document.querySelector<HTMLElement>(`[data-action="${opener.current}"]`);
    (button ?? heading.current)?.focus();
    opener.current = null;
  }, [action]);

  const back = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      {T.detailBack}
    </button>
  );

  if (failure && !detail) {
    return (
      <section aria-labelledby="customer-heading">
        <h2 id="customer-heading" ref={heading} tabIndex={-1}>
          {T.customerId} {userId}
        </h2>
        <p role="alert">{failure}</p>
        {back}
      </section>
    );
  }
  if (!detail) return <p role="status">{T.loading}</p>;

  const { user, security, events, businesses, applications } = detail;
  const name = `${user.firstName} ${user.lastName}`;
  const yesNo = (value: boolean) => (value ? T.yes : T.no);
  const onOff = (value: boolean) => (value ? T.on : T.off);
  const session = security.session;

  return (
    <section aria-labelledby="customer-heading" data-testid="customer-detail">
      <div className="admin-detail__bar">
        <h2 id="customer-heading" ref={heading} tabIndex={-1}>
          {name}
        </h2>
        {back}
      </div>
      <div className="admin-columns">
        <div>
          <h3>{T.detailAccount}</h3>
          <Facts
            rows={[
              [T.email, user.email],
              [T.customerId, <code key="id">{user.id}</code>],
              [T.emailVerified, yesNo(user.emailVerified)],
              [T.openedAt, when(user.createdAt)],
              [T.staffPermissions, user.staffPermissions.length ? user.staffPermissions.join(", ") : T.none],
            ]}
          />
        </div>
        <div>
          <h3>{T.detailSecurity}</h3>
          <Facts
            rows={[
              [
                T.lockState,
                <span key="lock" className={security.locked ? "admin-flag--alert" : undefined} data-testid="lock-state">
                  {lockText(security)}
                </span>,
              ],
              [T.failures, security.failures],
              [T.twoFactor, onOff(security.twoFactorEnabled)],
              [T.passkeys, security.passkeys],
              [T.recoveryCodesLeft, security.recoveryCodesLeft],
            ]}
          />
        </div>
      </div>
      <h3>{T.detailBusinesses}</h3>
      <CustomerBusinesses businesses={businesses} />
      <h3>{T.detailApplications}</h3>
      <CustomerApplications applications={applications} />
      <h3>{T.detailSession}</h3>
      {session ? (
        <Facts
          rows={[
            [T.sessionStarted, when(session.startedAt)],
            [T.sessionLastActive, when(session.lastActiveAt)],
            [T.address, session.ip ?? T.unknown],
            [T.device, session.device ?? T.unknown],
          ]}
        />
      ) : (
        <p>{T.noSession}</p>
      )}
      {can(me, "manage") && (
        <>
          <h3>{T.actionsHeading}</h3>
          {action ? (
            <CustomerAction
              kind={action}
              userId={user.id}
              onCancel={() => setAction(null)}
              onDone={() => {
                // The detail reloads first, so focus returns to what the action left on the page.
                void load().then(() => setAction(null));
              }}
            />
          ) : (
            <div className="actions">
              {ACTION_BUTTONS.filter((button) => offered(button.kind, security)).map((button) => (
                <button
                  key={button.kind}
                  type="button"
                  data-action={button.kind}
                  className="button button--secondary"
                  onClick={() => {
                    opener.current = button.kind;
                    setAction(button.kind);
                  }}
                >
                  {button.label}
                </button>
              ))}
            </div>
          )}
        </>
      )}
      <h3>{T.detailEvents}</h3>
      {events.length === 0 ? (
        <p>{T.noEvents}</p>
      ) : (
        <EventsTable caption={T.detailEvents} events={events} showCustomer={false} captionHidden />
      )}
    </section>
  );
}
