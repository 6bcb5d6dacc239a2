// The businesses a customer belongs to, in their detail: each linked to its page, with their role and permissions.
import { ADMIN_BUSINESS_TEXTS as B, ADMIN_TEXTS as T, type AdminMembership } from "@bank/contracts";
import TableFrame from "../TableFrame.tsx";
import { when } from "../applications/application-format.ts";
import { businessHref, permissionsInWords } from "./business-words.ts";

export default function CustomerBusinesses({ businesses }: { businesses: readonly AdminMembership[] }) {
  if (businesses.length === 0) return <p>{T.noBusinesses}</p>;
  return (
    <TableFrame label={T.businessesCaption}>
      <table className="admin-table table-cards">
        <caption className="visually-hidden">{T.businessesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.business}</th>
            <th scope="col">{T.role}</th>
            <th scope="col">{T.permissions}</th>
            <th scope="col">{T.joined}</th>
          </tr>
        </thead>
        <tbody>
          {businesses.map((business) => (
            <tr key={business.id}>
              <td data-label={T.business}>
                <div>
                  <a href={businessHref(business.id)}>{business.legalName}</a>
                  {business.tradeName && <div className="admin-muted">{business.tradeName}</div>}
                </div>
              </td>
              <td data-label={T.role}>{business.owner ? B.ownerRole : B.memberRole}</td>
              <td data-label={T.permissions}>{permissionsInWords(business.permissions)}</td>
              <td className="nowrap" data-label={T.joined}>
                <time dateTime={business.joinedAt}>{when(business.joinedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
