// One account's balances (available first and largest; posted and pending beside it), a wallet's worth in US dollars
// at the sandbox prices once they are read, and a wallet's deposit address. Every figure is the service's string
// through formatMoney.
import { CRYPTO_PAGE_TEXTS as T, type Account } from "@bank/contracts";
import { formatMoney } from "../../../lib/format/money.ts";
import DepositAddress from "./DepositAddress.tsx";

interface Props {
  account: Account;
  manage: boolean;
  /** The wallet's worth in US dollars ("1234.56"), or undefined while the prices are not read. */
  usdValue?: string | undefined;
}

export default function AccountCard({ account, manage, usdValue }: Props) {
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
        {usdValue !== undefined && account.currency !== "USD" && (
          <div>
            <dt>
              {T.usdValue} <span className="crypto-sandbox__badge">{T.sandboxPrices}</span>
            </dt>
            <dd data-testid="usd-value">{formatMoney(usdValue, "USD")}</dd>
          </div>
        )}
      </dl>
      {account.depositAddress && (
        <DepositAddress address={account.depositAddress} currency={account.currency} manage={manage} />
      )}
    </article>
  );
}
