// An account's monthly statements (docs/api.md, "Money"): the list, and where each month's PDF is downloaded from
// (a plain link: the browser streams the file itself).
import { MONEY_API_PATHS, statementListSchema, type Statement } from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/statements?accountId= (view): every month the account was open, newest first. */
export async function fetchStatements(businessId: string, accountId: string): Promise<Statement[]> {
  const path = `${MONEY_API_PATHS.statements(businessId)}?${new URLSearchParams({ accountId })}`;
  return (await request("GET", path, { schema: statementListSchema })).statements;
}

/** GET /api/businesses/:id/statements/:month.pdf?accountId= : the month's statement as a PDF. */
export function statementPdfHref(businessId: string, accountId: string, month: string): string {
  return `${MONEY_API_PATHS.statementPdf(businessId, month)}?${new URLSearchParams({ accountId })}`;
}
