// One account's balances (available first and largest; posted and pending beside it), and for a wallet its deposit
// address. Every figure is the ledger's string through formatMoney.
import { CRYPTO_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import DepositAddress from "./DepositAddress.tsx";

export default function AccountCard({ account, manage }: { account: Account; manage: boolean }) {
  const headingId = `account-${account.id}`;
  return (
    <article className="crypto-card" aria-labelledby={headingId} data-testid="account-card">
      <h3 id={headingId}>{account.name}</h3>
      <dl className="crypto-balances">
        <div className="crypto-balances__main">
          <dt>{T.available}</dt>
          <dd data-testid="balance-available">{formatMoney(account.balance.available, account.currency)}</dd>
        </div>
        <div>
          <dt>{T.posted}</dt>
          <dd>{formatMoney(account.balance.posted, account.currency)}</dd>
        </div>
        <div>
          <dt>{T.pending}</dt>
          <dd>{formatMoney(account.balance.pending, account.currency, { signed: true })}</dd>
        </div>
      </dl>
      {account.depositAddress && <DepositAddress address={account.depositAddress} manage={manage} />}
    </article>
  );
}
