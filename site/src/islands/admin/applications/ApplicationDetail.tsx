// One application as a reviewer reads it: who applied, its state and due time, the business, its people, their
// documents (shown in the page), the decisions so far and staff's internal notes; with approve, a note form and the
// decision form while it waits for one. Focus moves to its heading when it opens, and to the decision's outcome once
// one is made.
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  APPLICATION_STATUS_LABELS,
  ADMIN_CONSOLE_TEXTS,
  ADMIN_APPLICATION_DETAIL_TEXTS,
  REVIEW_MESSAGES,
  type AdminApplicationDetail,
  type AdminMe,
} from "@bank/contracts";
import { fetchApplicationDetail } from "../../../lib/api/admin-applications.ts";
import ApplicationNotes from "./ApplicationNotes.tsx";
import { failureText } from "../../../lib/api/failure-text.ts";
import { can } from "../permissions.ts";
import { customersHref } from "../customers/customers-url.ts";
import { when } from "../when.ts";
import BusinessFacts from "./BusinessFacts.tsx";
import DecisionClockText from "./DecisionClockText.tsx";
import DecisionForm from "./DecisionForm.tsx";
import DecisionHistory from "./DecisionHistory.tsx";
import DocumentsTable from "./DocumentsTable.tsx";
import FactList from "./FactList.tsx";
import PeopleFacts from "./PeopleFacts.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

interface Props {
  me: AdminMe;
  id: string;
  now: number;
  onClose(): void;
}

export default function ApplicationDetail({ me, id, now, onClose }: Props) {
  const [detail, setDetail] = useState<AdminApplicationDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const decideHeading = useRef<HTMLHeadingElement>(null);
  const focusedFor = useRef<string | null>(null);

  async function load(): Promise<void> {
    try {
      setDetail(await fetchApplicationDetail(id));
      setFailure(null);
    } catch (error) {
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offlineText }, error));
    }
  }

  useEffect(() => {
    setDetail(null);
    setOutcome(null);
    void load();
  }, [id]);

  // The heading takes focus once per application opened, when its detail has arrived (or failed to).
  useEffect(() => {
    if ((!detail && !failure) || focusedFor.current === id) return;
    focusedFor.current = id;
    heading.current?.focus();
  }, [detail, failure, id]);

  const back = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      {T.applicationBack}
    </button>
  );

  if (failure && !detail) {
    return (
      <section aria-labelledby="application-heading">
        <h2 id="application-heading" ref={heading} tabIndex={-1}>
          {T.applicationId} {id}
        </h2>
        <p role="alert">{failure}</p>
        {back}
      </section>
    );
  }
  if (!detail) return <p role="status">{T.loading}</p>;

  const { application, applicant, decisions, overdue } = detail;
  const submitted = application.status === "submitted";

  function decided(message: string) {
    setOutcome(message);
    void load().then(() => decideHeading.current?.focus());
  }

  let decide: ReactNode = null;
  if (outcome) decide = <p className="admin-card decision-outcome">{outcome}</p>;
  else if (!submitted) decide = <p>{REVIEW_MESSAGES.notAwaitingDecision}</p>;
  else if (applicant.userId === me.userId) decide = <p>{REVIEW_MESSAGES.ownApplication}</p>;
  else
    decide = (
      <DecisionForm
        applicationId={application.id}
        businessName={application.business.legalName ?? T.unnamedBusiness}
        onDecided={decided}
        onStale={() => void load()}
      />
    );

  return (
    <section aria-labelledby="application-heading" data-testid="application-detail">
      <div className="admin-detail__bar">
        <h2 id="application-heading" ref={heading} tabIndex={-1}>
          {application.business.legalName ?? T.unnamedBusiness}
        </h2>
        {back}
      </div>
      <FactList
        facts={[
          [
            T.applicationStatus,
            <span data-testid="application-status">{APPLICATION_STATUS_LABELS[application.status]}</span>,
          ],
          [
            T.applicant,
            <>
              <a href={customersHref({ id: applicant.userId })}>
                {applicant.firstName} {applicant.lastName}
              </a>{" "}
              ({applicant.email})
            </>,
          ],
          [T.submitted, application.submittedAt ? when(application.submittedAt) : T.notSubmitted],
          [
            T.decisionDue,
            submitted && application.decisionDueAt ? (
              <>
                {when(application.decisionDueAt)}:{" "}
                <DecisionClockText dueAt={application.decisionDueAt} now={now} overdue={overdue} />
              </>
            ) : (
              "—"
            ),
          ],
          ...(application.decidedAt ? [[T.decidedAt, when(application.decidedAt)] as const] : []),
          ...(application.note
            ? [[T.customerNote, <span className="application-prose">{application.note}</span>] as const]
            : []),
          [T.applicationId, <code>{application.id}</code>],
        ]}
      />
      <h3>{T.businessHeading}</h3>
      <BusinessFacts business={application.business} />
      <h3>{T.peopleHeading}</h3>
      <PeopleFacts people={application.people} />
      <h3>{T.documentsHeading}</h3>
      <DocumentsTable applicationId={application.id} documents={application.documents} people={application.people} />
      <h3>{T.historyHeading}</h3>
      <DecisionHistory decisions={decisions} />
      <h3>{T.notesHeading}</h3>
      <ApplicationNotes
        applicationId={application.id}
        notes={detail.notes}
        canAdd={can(me, "approve")}
        onAdded={(note) =>
          setDetail((shown) =>
            shown && !shown.notes.some((each) => each.id === note.id)
              ? { ...shown, notes: [...shown.notes, note] }
              : shown,
          )
        }
      />
      {can(me, "approve") ? (
        <>
          <h3 ref={decideHeading} tabIndex={-1} className="decision-heading">
            {T.decideHeading}
          </h3>
          {decide}
        </>
      ) : (
        submitted && <p className="admin-muted">{T.viewOnlyDecision}</p>
      )}
    </section>
  );
}
