// The applications in one state as a table, oldest submission first: business, applicant, when submitted and, in
// the queue, the time left of the 24 hours (overdue ones marked in words and at the row's edge).
import {
  APPLICATION_STATUS_LABELS,
  ADMIN_TEXTS as T,
  type AdminApplicationSummary,
  type ApplicationStatus,
} from "@bank/contracts";
import TableFrame from "../TableFrame.tsx";
import { applicationsHref, QUEUE_STATUS } from "./applications-url.ts";
import { when } from "./application-format.ts";
import DecisionClockText from "./DecisionClockText.tsx";
import { openInPlace } from "../../hooks/in-page-link.ts";

export interface ApplicationList {
  status: ApplicationStatus;
  applications: readonly AdminApplicationSummary[];
}

interface Props {
  list: ApplicationList;
  busy: boolean;
  now: number;
  onOpen(id: string): void;
}

export default function ApplicationQueue({ list, busy, now, onOpen }: Props) {
  const { status, applications } = list;
  const queue = status === QUEUE_STATUS;
  const caption = T.applicationsCaption(APPLICATION_STATUS_LABELS[status]);
  return (
    <TableFrame label={caption}>
      <table className="admin-table table-cards" aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.business}</th>
            {queue && <th scope="col">{T.timeLeft}</th>}
            <th scope="col">{T.applicant}</th>
            <th scope="col">{T.submitted}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id} className={application.overdue ? "application-row--overdue" : undefined}>
              <td data-label={T.business}>
                <a
                  href={applicationsHref({ status, id: application.id })}
                  data-application={application.id}
                  onClick={openInPlace(() => onOpen(application.id))}
                >
                  {application.business.legalName ?? T.unnamedBusiness}
                </a>
              </td>
              {queue && (
                <td className="nowrap" data-label={T.timeLeft}>
                  {application.decisionDueAt && (
                    <DecisionClockText dueAt={application.decisionDueAt} now={now} overdue={application.overdue} />
                  )}
                </td>
              )}
              <td data-label={T.applicant}>
                {application.applicant.firstName} {application.applicant.lastName}
                <div className="admin-muted">{application.applicant.email}</div>
              </td>
              <td className="nowrap" data-label={T.submitted}>
                {application.submittedAt ? (
                  <time dateTime={application.submittedAt}>{when(application.submittedAt)}</time>
                ) : (
                  T.notSubmitted
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
