// One business as staff read it: its facts, the application it was opened from (linked in the applications view),
// its members with their permissions in words, its invitations, its payments (their view fetched when shown) and its
// newest events. Read only.
import { useEffect, useState } from "react";
import {
  ADMIN_BUSINESS_TEXTS as B,
  ADMIN_CONSOLE_TEXTS as T,
  APPLICATION_STATUS_LABELS,
  MEMBER_PERMISSIONS,
  type AdminBusinessDetail,
} from "@bank/contracts";
import { fetchBusinessDetail } from "../../../lib/api/admin-details.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { applicationsHref } from "../applications/applications-url.ts";
import FactList from "../applications/FactList.tsx";
import LazyDetail from "../LazyDetail.tsx";
import { when } from "../when.ts";
import { BusinessEventsTable, InvitationsTable, MembersTable } from "./BusinessTables.tsx";

const loadBusinessPayments = () => import("./payments/BusinessPayments.tsx");

export default function BusinessDetail({ id }: { id: string }) {
  const [detail, setDetail] = useState<AdminBusinessDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setDetail(null);
    setFailure(null);
    fetchBusinessDetail(id).then(
      (answer) => current && setDetail(answer),
      (error: unknown) =>
        current && setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error)),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (failure) {
    return (
      <section aria-labelledby="business-heading">
        <h2 id="business-heading">
          {B.businessId} {id}
        </h2>
        <p role="alert">{failure}</p>
      </section>
    );
  }
  if (!detail) return <p role="status">{T.loading}</p>;

  const { business, application, members, invitations, events } = detail;
  return (
    <section aria-labelledby="business-heading" data-testid="business-detail">
      <h2 id="business-heading">{business.legalName}</h2>
      <FactList
        facts={[
          [T.legalName, business.legalName],
          [T.tradeName, business.tradeName],
          [B.opened, when(business.createdAt)],
          [B.mode, B.modeNames[business.mode]],
          [B.businessId, <code>{business.id}</code>],
        ]}
      />

      <h3>{B.applicationHeading}</h3>
      {application ? (
        <FactList
          facts={[
            [
              T.applicationStatus,
              <span data-testid="business-application-status">{APPLICATION_STATUS_LABELS[application.status]}</span>,
            ],
            [T.submitted, application.submittedAt ? when(application.submittedAt) : T.notSubmitted],
            [B.decided, application.decidedAt ? when(application.decidedAt) : B.notDecided],
            [
              T.applicationId,
              <a href={applicationsHref({ status: application.status, id: application.id })}>{B.applicationLink}</a>,
            ],
          ]}
        />
      ) : (
        <p>{B.noApplication}</p>
      )}

      <h3>{B.membersHeading}</h3>
      {members.length === 0 ? <p>{B.noMembers}</p> : <MembersTable members={members} />}
      <details className="admin-permission-hints">
        <summary>{B.permissionsExplained}</summary>
        <dl className="details">
          {MEMBER_PERMISSIONS.map((permission) => (
            <div key={permission}>
              <dt>{B.permissionNames[permission]}</dt>
              <dd>{B.permissionHints[permission]}</dd>
            </div>
          ))}
          <div>
            <dt>{B.ownerRole}</dt>
            <dd>{B.ownerHint}</dd>
          </div>
        </dl>
      </details>

      <h3>{B.invitationsHeading}</h3>
      {invitations.length === 0 ? <p>{B.noInvitations}</p> : <InvitationsTable invitations={invitations} />}

      <h3>{B.paymentsHeading}</h3>
      <LazyDetail load={loadBusinessPayments} props={{ businessId: business.id }} />

      <h3>{B.eventsHeading}</h3>
      <p className="admin-muted">{B.eventsLead}</p>
      {events.length === 0 ? <p>{B.noEvents}</p> : <BusinessEventsTable events={events} members={members} />}
    </section>
  );
}
