// The application once it is out of the customer's hands, or sent back to them: submitted (with when a decision is
// due, in their own time), needs more information (the reviewer's note and the way back into the steps),
// approved, or rejected (with the note).
import { useEffect, useRef } from "react";
import {
  APPLICATION_CARD_TEXTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_TEXTS as T,
  type Application,
} from "@bank/contracts";
import { formatDueTime } from "./due-time.ts";

interface Props {
  application: Application;
  /** A message about what just happened (sent, or refused as no longer editable). */
  notice?: string | undefined;
  onUpdate(): void;
}

function ReviewerNote({ lead, note }: { lead: string; note: string | null }) {
  if (!note) return null;
  return (
    <figure className="application-note callout callout--caution">
      <figcaption>{lead}</figcaption>
      <blockquote>
        <p>{note}</p>
      </blockquote>
    </figure>
  );
}

export default function ApplicationStatus({ application, notice, onUpdate }: Props) {
  const { status, decisionDueAt, note } = application;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);
  const title = {
    draft: APPLICATION_STATUS_LABELS.draft,
    submitted: T.submittedTitle,
    needs_info: T.needsInfoTitle,
    approved: T.approvedTitle,
    rejected: T.rejectedTitle,
  }[status];

  return (
    <section className={`application-status application-status--${status}`} aria-labelledby="application-status-title">
      <p className="application-status__badge">
        {APPLICATION_CARD_TEXTS.statusLabel} <strong>{APPLICATION_STATUS_LABELS[status]}</strong>
      </p>
      <h2 id="application-status-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {notice && (
        <p className="application-status__notice" role="status">
          {notice}
        </p>
      )}
      {status === "submitted" && (
        <>
          {decisionDueAt && (
            <p>
              {T.submittedText} <time dateTime={decisionDueAt}>{formatDueTime(decisionDueAt)}</time>.
            </p>
          )}
          <p>{T.submittedEmail}</p>
        </>
      )}
      {status === "needs_info" && (
        <>
          <ReviewerNote lead={T.needsInfoLead} note={note} />
          <p>{T.needsInfoHint}</p>
          <button type="button" className="button button--primary" onClick={onUpdate}>
            {T.needsInfoAction}
          </button>
        </>
      )}
      {status === "approved" && <p>{T.approvedText}</p>}
      {status === "rejected" && (
        <>
          <ReviewerNote lead={T.rejectedLead} note={note} />
          <p>
            <a href="/contact">{T.rejectedHelp}</a>
          </p>
        </>
      )}
    </section>
  );
}
