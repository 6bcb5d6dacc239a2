// An account's monthly statements, read when shown: each month with its opening and closing balance and its PDF
// (a plain link, so the browser downloads the file itself). A card per month when its frame is narrow.
import { useEffect, useState } from "react";
import { STATEMENT_TEXTS as T, type Account, type Statement } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { fetchStatements, statementPdfHref } from "../../../lib/api/statements.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { monthLabel } from "./month.ts";
import { MONEY_FAILURE } from "./money-toasts.ts";
import "../../ui/table-cards.css";

export default function Statements({ businessId, account }: { businessId: string; account: Account }) {
  const [statements, setStatements] = useState<Statement[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setStatements(null);
    setFailure(null);
    fetchStatements(businessId, account.id).then(
      (found) => current && setStatements(found),
      (error: unknown) => current && setFailure(failureText({ ...MONEY_FAILURE, fallbackText: T.loadFailed }, error)),
    );
    return () => {
      current = false;
    };
  }, [businessId, account.id]);

  if (failure) return <p role="alert">{failure}</p>;
  if (!statements) return <p role="status">{T.loading}</p>;
  if (statements.length === 0) return <p role="status">{T.none}</p>;
  const caption = T.caption(account.name);
  return (
    <div className="money-table-wrap table-cards-frame" role="region" aria-label={caption} tabIndex={0}>
      <table className="money-table table-cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.month}</th>
            <th scope="col" className="money-num">
              {T.opening}
            </th>
            <th scope="col" className="money-num">
              {T.closing}
            </th>
            <th scope="col">{T.download}</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((statement) => {
            const month = monthLabel(statement.month);
            return (
              <tr key={statement.month} data-month={statement.month}>
                <th scope="row" data-label={T.month}>
                  {month}
                </th>
                <td data-label={T.opening} className="money-num">
                  {formatMoney(statement.openingBalance, statement.currency)}
                </td>
                <td data-label={T.closing} className="money-num">
                  {formatMoney(statement.closingBalance, statement.currency)}
                </td>
                <td data-label={T.download}>
                  <a
                    href={statementPdfHref(businessId, account.id, statement.month)}
                    download
                    aria-label={T.downloadOf(month, account.name)}
                  >
                    {T.downloadPdf}
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
