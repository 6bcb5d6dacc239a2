// /dashboard/crypto: the current business's USDC wallet (balance, deposit address) and US dollar accounts, and, for a
// member who may pay, converting between them at a quoted price. Bitcoin and Ethereum come later: one line says so.
// The accounts are read once shown and again after a conversion. The conversion form's code comes once there is
// something to convert, never for a member without pay (the page's 100 KB budget, docs/architecture.md). The island
// is businessPage's (frame/business-page.tsx).
import { useEffect, useRef, useState } from "react";
import { CRYPTO_PAGE_TEXTS as T, type Account, type BusinessSummary } from "@bank/contracts";
import { fetchAccounts } from "../../../lib/api/accounts.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { startEarlyRead } from "../../hooks/early-business-read.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import AccountCard from "./AccountCard.tsx";
import { accountsIn } from "./convert-accounts.ts";
import { businessPage } from "../frame/business-page.tsx";
import "./crypto.css";

const loadConvertForm = () => import("./ConvertForm.tsx");

/** The balances are the page's first data: read as soon as this module runs (early-business-read.ts). */
const earlyAccounts = startEarlyRead(fetchAccounts);

function Crypto({ business }: { business: BusinessSummary }) {
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Reading the balances needs view alone, and the service asks no second factor for view, whatever else the member
  // may do: a failed read is said in words. Converting needs pay, and ConvertForm asks for the second factor then.
  const latest = useRef(0);

  async function load() {
    const attempt = ++latest.current;
    try {
      const answer = (await earlyAccounts.take(business.id)) ?? (await fetchAccounts(business.id));
      if (attempt !== latest.current) return;
      setAccounts(answer);
      setFailure(null);
    } catch (error) {
      if (attempt !== latest.current) return;
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, error));
    }
  }

  useEffect(() => void load(), []);

  const pay = business.permissions.includes("pay");
  const wallets = accounts ? accountsIn(accounts, "USDC") : [];
  const dollars = accounts ? accountsIn(accounts, "USD") : [];
  const convertForm = useLazyComponent(pay && wallets.length > 0 && dollars.length > 0 ? loadConvertForm : null);

  if (failure) return <p role="alert">{failure}</p>;
  if (!accounts) return <p role="status">{T.loading}</p>;

  const manage = business.permissions.includes("manage");

  return (
    <div className="crypto">
      <p className="crypto-lead" data-testid="crypto-business">
        {T.lead(businessName(business))}
      </p>

      <section aria-labelledby="wallet-heading">
        <h2 id="wallet-heading">{T.walletHeading}</h2>
        {wallets.length === 0 ? (
          <p>{T.noWallet}</p>
        ) : (
          <div className="crypto-cards">
            {wallets.map((wallet) => (
              <AccountCard key={wallet.id} account={wallet} manage={manage} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="usd-heading">
        <h2 id="usd-heading">{T.usdHeading}</h2>
        {dollars.length === 0 ? (
          <p>{T.noUsd}</p>
        ) : (
          <div className="crypto-cards">
            {dollars.map((account) => (
              <AccountCard key={account.id} account={account} manage={manage} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="convert-heading">
        <h2 id="convert-heading" tabIndex={-1}>
          {T.convertHeading}
        </h2>
        {!pay ? (
          <p className="callout callout--caution" data-testid="convert-read-only">
            {T.readOnly}
          </p>
        ) : wallets.length === 0 || dollars.length === 0 ? (
          <p>{T.noPair}</p>
        ) : convertForm.phase === "ready" ? (
          <convertForm.Component businessId={business.id} accounts={accounts} onConverted={() => void load()} />
        ) : (
          <p role="status">{convertForm.phase === "failed" ? T.formFailed : T.formLoading}</p>
        )}
      </section>

      <p className="crypto-later">{T.laterLine}</p>
    </div>
  );
}

export default businessPage(T, Crypto);
