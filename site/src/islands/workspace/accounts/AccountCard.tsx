// One account: its name, kind and currency, its balances (available, posted, pending), how money reaches it (each
// detail with a Copy button), when it opened; Rename for a member who manages, and its statements when asked for.
import { useState } from "react";
import { ACCOUNTS_PAGE_TEXTS as T, MONEY_TEXTS as M, STATEMENT_TEXTS as S, type Account } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import { localDay } from "../../../lib/format/local-time.ts";
import AccountDetails from "../money/AccountDetails.tsx";
import LazyView from "../money/LazyView.tsx";

const loadRenameForm = () => import("./RenameForm.tsx");
const loadStatements = () => import("../money/Statements.tsx");

interface Props {
  businessId: string;
  account: Account;
  manage: boolean;
  onRenamed(): void;
}

export default function AccountCard({ businessId, account, manage, onRenamed }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [statements, setStatements] = useState(false);
  const headingId = `account-${account.id}-name`;
  const renameAction = `rename-${account.id}`;

  function focusRename() {
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-action="${CSS.escape(renameAction)}"]`)?.focus(),
    );
  }

  return (
    <article className="money-card money-account" aria-labelledby={headingId} data-account={account.id}>
      <h3 id={headingId} data-account-heading={account.id} tabIndex={-1}>
        {account.name}
      </h3>
      <p className="money-muted">{M.kindAndCurrency(M.accountKinds[account.kind], account.currency)}</p>
      <dl className="money-balances">
        <div className="money-balance--main">
          <dt>{M.available}</dt>
          <dd data-balance="available">{formatMoney(account.balance.available, account.currency)}</dd>
        </div>
        <div>
          <dt>{M.posted}</dt>
          <dd data-balance="posted">{formatMoney(account.balance.posted, account.currency)}</dd>
        </div>
        <div>
          <dt>{M.pending}</dt>
          <dd data-balance="pending">{formatMoney(account.balance.pending, account.currency, { signed: true })}</dd>
        </div>
      </dl>
      <AccountDetails account={account} />
      <p className="money-muted money-opened">
        {T.opened} <time dateTime={account.openedAt}>{localDay(account.openedAt)}</time>
      </p>
      {renaming && (
        <LazyView
          load={loadRenameForm}
          props={{
            businessId,
            account,
            onRenamed: () => {
              setRenaming(false);
              onRenamed();
              focusRename();
            },
            onClose: () => {
              setRenaming(false);
              focusRename();
            },
          }}
        />
      )}
      <div className="money-actions money-account__actions">
        {manage && !renaming && (
          <button
            type="button"
            className="button button--secondary"
            data-action={renameAction}
            aria-label={T.renameOf(account.name)}
            onClick={() => setRenaming(true)}
          >
            {T.rename}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={statements}
          aria-label={statements ? S.hideOf(account.name) : S.showOf(account.name)}
          onClick={() => setStatements(!statements)}
        >
          {statements ? S.hide : S.show}
        </button>
      </div>
      {statements && (
        <div className="money-statements">
          <LazyView load={loadStatements} props={{ businessId, account }} />
        </div>
      )}
    </article>
  );
}
