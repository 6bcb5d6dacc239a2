// The dashboard's card for the business application: its state in a word (APPLICATION_STATUS_LABELS) and what to
// do next: continue a draft, wait for a decision due at a time, change what the reviewer's note asks for.
import { APPLICATION_CARD_TEXTS as T, APPLICATION_STATUS_LABELS, type ApplicationState } from "@bank/contracts";
import { $applicationState } from "../../lib/api/application-state.ts";
import { useQuery } from "../hooks/use-query.ts";
import { formatDueTime } from "./due-time.ts";
import "./onboarding.css";

const PAGE = "/identity-verification";

/** What the card says of each state, and where its link goes. */
const NEXT = {
  draft: { text: T.draftText, link: [PAGE, T.draftAction] },
  submitted: { text: T.submittedText, link: [PAGE, T.viewAction] },
  needs_info: { text: T.needsInfoText, link: [`${PAGE}?step=business`, T.needsInfoAction] },
  approved: { text: T.approvedText, link: null },
  rejected: { text: T.rejectedText, link: [PAGE, T.viewAction] },
} as const;

function Next({ application: { status, decisionDueAt, note } }: { application: ApplicationState }) {
  const { text, link } = NEXT[status];
  return (
    <>
      <p>
        {text}
        {status === "submitted" && decisionDueAt && (
          <>
            {" "}
            <time dateTime={decisionDueAt}>{formatDueTime(decisionDueAt)}</time>.
          </>
        )}
      </p>
      {note && (status === "needs_info" || status === "rejected") && (
        <blockquote className="application-note callout callout--caution">
          <p>{note}</p>
        </blockquote>
      )}
      {link && <a href={link[0]}>{link[1]}</a>}
    </>
  );
}

export default function ApplicationCard() {
  const { data, error, loading } = useQuery($applicationState);
  const read = data?.application ?? (error && !loading ? "failed" : "loading");

  return (
    <section className="application-card" aria-labelledby="application-card-title" data-testid="application-card">
      <h2 id="application-card-title">{T.heading}</h2>
      {typeof read === "string" ? (
        <p role="status">{read === "loading" ? T.loading : T.failed}</p>
      ) : (
        <>
          <p className="application-status__badge">
            {T.statusLabel} <strong>{APPLICATION_STATUS_LABELS[read.status]}</strong>
          </p>
          <Next application={read} />
        </>
      )}
    </section>
  );
}
