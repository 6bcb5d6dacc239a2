// The customer search: a form (email or name) and the results, name, email, locked and 2FA, with "Load more".
import { ADMIN_TEXTS as T, adminUserSearchQuerySchema, type AdminUserSummary } from "@bank/contracts";
import { useForm } from "../../ui/forms/use-form.ts";
import TextField from "../../ui/forms/TextField.tsx";
import TableFrame from "../TableFrame.tsx";
import { customersHref } from "./customers-url.ts";
import { openInPlace } from "../../hooks/in-page-link.ts";

export interface Results {
  query: string;
  users: readonly AdminUserSummary[];
  nextCursor: string | null;
}

interface Props {
  initialQuery: string;
  results: Results | null;
  searching: boolean;
  onSearch(query: string): void;
  onLoadMore(): void;
  onOpen(userId: string): void;
}

export default function CustomerSearch({ initialQuery, results, searching, onSearch, onLoadMore, onOpen }: Props) {
  const form = useForm({ schema: adminUserSearchQuerySchema, initial: { query: initialQuery } });
  const flag = (on: boolean, alert: boolean) => (
    <span className={on ? (alert ? "admin-flag--alert" : "admin-flag--on") : undefined}>{on ? T.yes : T.no}</span>
  );

  return (
    <>
      <form
        className="admin-form"
        role="search"
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(async (data) => onSearch(data.query))}
      >
        <TextField label={T.searchLabel} type="search" autoComplete="off" {...form.field("query")} />
        <button type="submit" className="button button--primary" disabled={searching}>
          {searching ? T.searching : T.search}
        </button>
      </form>
      <p role="status" className="admin-lead admin-results-status">
        {results &&
          !searching &&
          (results.users.length === 0
            ? T.noResults
            : T.resultsCount(results.users.length, results.nextCursor !== null))}
      </p>
      {results && results.users.length > 0 && (
        <TableFrame label={T.resultsCaption}>
          <table className="admin-table table-cards" aria-busy={searching}>
            <caption>{T.resultsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.email}</th>
                <th scope="col">{T.locked}</th>
                <th scope="col">{T.twoFactor}</th>
              </tr>
            </thead>
            <tbody>
              {results.users.map((user) => (
                <tr key={user.id}>
                  <td data-label={T.name}>
                    <a
                      href={customersHref({ query: results.query, id: user.id })}
                      data-customer={user.id}
                      onClick={openInPlace(() => onOpen(user.id))}
                    >
                      {user.firstName} {user.lastName}
                    </a>
                  </td>
                  <td data-label={T.email}>{user.email}</td>
                  <td data-label={T.locked}>{flag(user.locked, true)}</td>
                  <td data-label={T.twoFactor}>{flag(user.twoFactorEnabled, false)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {results?.nextCursor && (
        <div className="admin-paging">
          <button type="button" className="button button--secondary" disabled={searching} onClick={onLoadMore}>
            {searching ? T.searching : T.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
