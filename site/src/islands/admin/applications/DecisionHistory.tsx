// The decisions made on an application so far, oldest first: when, which, the note the customer read, and who.
import { ADMIN_TEXTS as T, type AdminApplicationDetail } from "@bank/contracts";
import TableFrame from "../TableFrame.tsx";
import { when } from "./application-format.ts";

export default function DecisionHistory({ decisions }: { decisions: AdminApplicationDetail["decisions"] }) {
  if (decisions.length === 0) return <p>{T.noDecisions}</p>;
  return (
    <TableFrame label={T.historyCaption}>
      <table className="admin-table table-cards">
        <caption className="visually-hidden">{T.historyCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.time}</th>
            <th scope="col">{T.decision}</th>
            <th scope="col">{T.customerNote}</th>
            <th scope="col">{T.reviewer}</th>
          </tr>
        </thead>
        <tbody>
          {decisions.map((record, index) => (
            <tr key={`${record.at}-${index}`}>
              <td className="nowrap" data-label={T.time}>
                <time dateTime={record.at}>{when(record.at)}</time>
              </td>
              <td data-label={T.decision}>{T.decisionNames[record.decision]}</td>
              <td className="application-prose" data-label={T.customerNote}>{record.note ?? "—"}</td>
              <td data-label={T.reviewer}>{record.actorEmail ?? T.unknown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
