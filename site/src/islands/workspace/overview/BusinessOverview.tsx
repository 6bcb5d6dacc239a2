// One business's overview (see WorkspaceOverview.tsx): two reads, together, and read again every few seconds while
// a deposit is still pending.
import { useEffect, useRef, useState } from "react";
import { MONEY_TEXTS as M, OVERVIEW_TEXTS as T, type BusinessSummary } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { recentTransactionsQuery } from "../../../lib/api/recent-transactions.ts";
import { formatMoney } from "../../../lib/format/money.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { useQuery } from "../../hooks/use-query.ts";
import LoadFailure from "../money/LoadFailure.tsx";
import { totalsOf } from "../money/balances.ts";
import { isNonZero } from "../money/money-business.ts";
import { usePollWhile } from "../money/polling.ts";
import LazyView from "../money/LazyView.tsx";
import { useHasSecondFactor } from "./second-factor.ts";

// Either the first deposit's step, until the business has its first transaction, or the latest transactions: each
// view's code comes when it is shown.
const loadFirstDeposit = () => import("./FirstDeposit.tsx");
const loadTransactionsTable = () => import("../money/TransactionsTable.tsx");

export default function BusinessOverview({ business }: { business: BusinessSummary }) {
  const accountsRead = accountsQuery(business.id);
  const recentRead = recentTransactionsQuery(business.id);
  const accountsState = useQuery(accountsRead);
  const recentState = useQuery(recentRead);
  const accounts = accountsState.data?.accounts;
  const recent = recentState.data?.transactions;
  // After the first deposit the step gives way to the recent activity, where focus follows.
  const [deposited, setDeposited] = useState(false);
  const recentHeading = useRef<HTMLHeadingElement>(null);
  // Turning on two-factor authentication is a next step only for someone with no second factor (no app, no passkey).
  const hasSecondFactor = useHasSecondFactor();

  const onTheirWay =
    (recent?.some((transaction) => transaction.status === "pending") ?? false) ||
    (accounts?.some((account) => isNonZero(account.balance.pending)) ?? false);
  function readAgain() {
    accountsRead.revalidate();
    recentRead.revalidate();
  }
  usePollWhile(onTheirWay, readAgain);

  useEffect(() => {
    if (deposited && recent && recent.length > 0) {
      recentHeading.current?.focus();
      setDeposited(false);
    }
  }, [deposited, recent]);

  const name = businessName(business);
  const failure = accountsState.error ?? recentState.error;
  const totals = accounts ? totalsOf(accounts, "USD") : null;

  return (
    <>
      <section className="overview-business" aria-labelledby="overview-business-heading">
        <h2 id="overview-business-heading" data-testid="overview-business">
          {name}
        </h2>
        {failure && !(accounts && recent) ? (
          <LoadFailure error={failure} />
        ) : !totals ? (
          <p role="status" className="overview-status">
            {M.loading}
          </p>
        ) : (
          <>
            <h3 className="overview-total-heading">{T.totalBalance}</h3>
            <dl className="money-balances">
              <div className="money-balance--main">
                <dt>{T.totalAvailable}</dt>
                <dd data-testid="total-balance">{formatMoney(totals.available, "USD")}</dd>
              </div>
              <div>
                <dt>{T.totalPosted}</dt>
                <dd data-testid="total-posted">{formatMoney(totals.posted, "USD")}</dd>
              </div>
              {isNonZero(totals.pending) && (
                <div>
                  <dt>{M.pending}</dt>
                  <dd>{formatMoney(totals.pending, "USD", { signed: true })}</dd>
                </div>
              )}
            </dl>
            <p className="overview-note">{T.totalNote}</p>
          </>
        )}
      </section>

      {accounts && (
        <section className="money-section" aria-labelledby="overview-accounts-heading">
          <h2 id="overview-accounts-heading">{T.accountsHeading}</h2>
          <ul className="money-cards" data-testid="overview-accounts">
            {accounts.map((account) => (
              <li key={account.id} className="money-card" data-account={account.id}>
                <h3>{account.name}</h3>
                <p className="money-muted">{M.kindAndCurrency(M.accountKinds[account.kind], account.currency)}</p>
                <dl className="money-balances">
                  <div className="money-balance--main">
                    <dt>{M.available}</dt>
                    <dd>{formatMoney(account.balance.available, account.currency)}</dd>
                  </div>
                  <div>
                    <dt>{M.posted}</dt>
                    <dd>{formatMoney(account.balance.posted, account.currency)}</dd>
                  </div>
                  {isNonZero(account.balance.pending) && (
                    <div>
                      <dt>{M.pending}</dt>
                      <dd>{formatMoney(account.balance.pending, account.currency, { signed: true })}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <p>
            <a className="money-link" href="/dashboard/accounts">
              {T.accountsLink}
            </a>
          </p>
        </section>
      )}

      {accounts && recent && recent.length === 0 && (
        <LazyView
          load={loadFirstDeposit}
          props={{
            business,
            accounts,
            onDeposited: () => {
              setDeposited(true);
              readAgain();
            },
          }}
        />
      )}

      {accounts && recent && recent.length > 0 && (
        <section className="money-section" aria-labelledby="overview-recent-heading">
          <h2 id="overview-recent-heading" ref={recentHeading} tabIndex={-1}>
            {T.recentHeading}
          </h2>
          <LazyView load={loadTransactionsTable} props={{ caption: T.recentCaption, transactions: recent, accounts }} />
          <p>
            <a className="money-link" href="/dashboard/activity">
              {T.activityLink}
            </a>
          </p>
        </section>
      )}

      <section className="money-section" aria-labelledby="overview-next-heading">
        <h2 id="overview-next-heading">{T.nextHeading}</h2>
        <ul className="overview-next">
          <li>
            <a href="/dashboard/team">{T.teamLink}</a>
            <p>{T.teamText}</p>
          </li>
          {hasSecondFactor === false && (
            <li>
              <a href="/dashboard/settings">{T.twoFactorLink}</a>
              <p>{T.twoFactorText}</p>
            </li>
          )}
        </ul>
      </section>
    </>
  );
}
