// The dashboard's card for the business application: its state in a word (APPLICATION_STATUS_LABELS) and what to
// do next: continue a draft, wait for a decision due at a time, change what the reviewer's note asks for.
import { useEffect, useState } from "react";
import { APPLICATION_CARD_TEXTS as T, APPLICATION_STATUS_LABELS, type Application } from "@bank/contracts";
import { fetchApplication } from "../../lib/api/onboarding.ts";
import { $sessionUser } from "../../stores/session-user.ts";
import { useQuery } from "../hooks/use-query.ts";
import { formatDueTime } from "./due-time.ts";
import "./onboarding.css";

const PAGE = "/identity-verification";

type Read = { phase: "loading" } | { phase: "failed" } | { phase: "ready"; application: Application };

function Next({ application }: { application: Application }) {
  const { status, decisionDueAt, note } = application;
  switch (status) {
    case "draft":
      return (
        <>
          <p>{T.draftText}</p>
          <a href={PAGE}>{T.draftAction}</a>
        </>
      );
    case "submitted":
      return (
        <>
          {decisionDueAt && (
            <p>
              {T.submittedText} <time dateTime={decisionDueAt}>{formatDueTime(decisionDueAt)}</time>.
            </p>
          )}
          <a href={PAGE}>{T.viewAction}</a>
        </>
      );
    case "needs_info":
      return (
        <>
          <p>{T.needsInfoText}</p>
          {note && (
            <blockquote className="application-note">
              <p>{note}</p>
            </blockquote>
          )}
          <a href={`${PAGE}?step=business`}>{T.needsInfoAction}</a>
        </>
      );
    case "approved":
      return <p>{T.approvedText}</p>;
    case "rejected":
      return (
        <>
          <p>{T.rejectedText}</p>
          {note && (
            <blockquote className="application-note">
              <p>{note}</p>
            </blockquote>
          )}
          <a href={PAGE}>{T.viewAction}</a>
        </>
      );
  }
}

export default function ApplicationCard() {
  const userId = useQuery($sessionUser).data?.user.id;
  const [read, setRead] = useState<Read>({ phase: "loading" });

  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchApplication().then(
      (application) => current && setRead({ phase: "ready", application }),
      () => current && setRead({ phase: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  return (
    <section className="application-card" aria-labelledby="application-card-title" data-testid="application-card">
      <h2 id="application-card-title">{T.heading}</h2>
      {read.phase === "loading" && <p role="status">{T.loading}</p>}
      {read.phase === "failed" && <p role="status">{T.failed}</p>}
      {read.phase === "ready" && (
        <>
          <p className={`application-status__badge application-card__status--${read.application.status}`}>
            {T.statusLabel} <strong>{APPLICATION_STATUS_LABELS[read.application.status]}</strong>
          </p>
          <Next application={read.application} />
        </>
      )}
    </section>
  );
}
