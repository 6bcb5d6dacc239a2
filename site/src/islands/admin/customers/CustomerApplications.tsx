// A customer's business applications, in their detail: each linked to its page in the console, with where it stands.
import {
  APPLICATION_STATUS_LABELS,
  ADMIN_CONSOLE_TEXTS,
  ADMIN_CUSTOMER_DETAIL_TEXTS,
  type AdminCustomerApplication,
} from "@bank/contracts";
import TableFrame from "../TableFrame.tsx";
import { applicationsHref } from "../applications/applications-url.ts";
import { when } from "../when.ts";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_CUSTOMER_DETAIL_TEXTS };

const time = (iso: string | null) => (iso ? <time dateTime={iso}>{when(iso)}</time> : "—");

export default function CustomerApplications({ applications }: { applications: readonly AdminCustomerApplication[] }) {
  if (applications.length === 0) return <p>{T.noApplications}</p>;
  return (
    <TableFrame label={T.applicationsCaption}>
      <table className="admin-table table-cards">
        <caption className="visually-hidden">{T.applicationsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.business}</th>
            <th scope="col">{T.applicationStatus}</th>
            <th scope="col">{T.submitted}</th>
            <th scope="col">{T.decided}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id}>
              <td data-label={T.business}>
                <a href={applicationsHref({ status: application.status, id: application.id })}>
                  {application.legalName ?? T.unnamedBusiness}
                </a>
              </td>
              <td data-label={T.applicationStatus}>{APPLICATION_STATUS_LABELS[application.status]}</td>
              <td className="nowrap" data-label={T.submitted}>
                {time(application.submittedAt)}
              </td>
              <td className="nowrap" data-label={T.decided}>
                {time(application.decidedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
