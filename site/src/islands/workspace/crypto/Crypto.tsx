// /dashboard/crypto: the current business's holdings at the sandbox exchange's prices, its wallets (USDC, BTC, ETH:
// balance, worth in US dollars, deposit address), opening a BTC or ETH wallet for a member who manages, its US dollar
// accounts, and, for a member who may pay, converting between any two currencies at a quoted price. The accounts are
// read once shown and again after a conversion or an opening; the prices beside them. The conversion and opening
// forms' code comes only to a member who may use them, once there is something to use them on (the page's 100 KB
// budget, docs/architecture.md). The island is businessPage's (frame/business-page.tsx).
import { useEffect, useRef, useState } from "react";
import {
  CRYPTO_CURRENCIES,
  CRYPTO_PAGE_TEXTS as T,
  type Account,
  type BusinessSummary,
  type CryptoCurrency,
  type Holdings,
} from "@bank/contracts";
import { fetchAccounts } from "../../../lib/api/accounts.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { fetchHoldings } from "../../../lib/api/holdings.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { startEarlyRead } from "../../hooks/early-business-read.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import AccountCard from "./AccountCard.tsx";
import { accountsIn, canConvert } from "./convert-accounts.ts";
import HoldingsSummary from "./HoldingsSummary.tsx";
import { businessPage } from "../frame/business-page.tsx";
import "./crypto.css";

const loadConvertForm = () => import("./ConvertForm.tsx");
const loadOpenWalletForm = () => import("./OpenWalletForm.tsx");

/** The balances are the page's first data: read as soon as this module runs (early-business-read.ts). */
const earlyAccounts = startEarlyRead(fetchAccounts);

function Crypto({ business }: { business: BusinessSummary }) {
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [holdings, setHoldings] = useState<Holdings | null>(null);
  const [holdingsFailed, setHoldingsFailed] = useState(false);
  // The coin a manager chose to open a wallet in: the opening's code comes then, not with the page.
  const [opening, setOpening] = useState<CryptoCurrency | null>(null);
  // Reading the balances needs view alone, and the service asks no second factor for view, whatever else the member
  // may do: a failed read is said in words. Converting needs pay, and ConvertForm asks for the second factor then.
  const latest = useRef(0);

  async function load() {
    const attempt = ++latest.current;
    void loadHoldings(attempt);
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

  /** The prices come beside the balances, never before them: a failure here leaves the balances shown. */
  async function loadHoldings(attempt: number) {
    try {
      const answer = await fetchHoldings(business.id);
      if (attempt !== latest.current) return;
      setHoldings(answer);
      setHoldingsFailed(false);
    } catch {
      if (attempt === latest.current) setHoldingsFailed(true);
    }
  }

  useEffect(() => void load(), []);

  const pay = business.permissions.includes("pay");
  const manage = business.permissions.includes("manage");
  const wallets = accounts ? accounts.filter((account) => account.kind === "wallet") : [];
  const dollars = accounts ? accountsIn(accounts, "USD") : [];
  const missing = CRYPTO_CURRENCIES.filter((currency) => !wallets.some((wallet) => wallet.currency === currency));
  const convertForm = useLazyComponent(pay && accounts && canConvert(accounts) ? loadConvertForm : null);
  const openForm = useLazyComponent(opening ? loadOpenWalletForm : null);

  if (failure) return <p role="alert">{failure}</p>;
  if (!accounts) return <p role="status">{T.loading}</p>;

  const valueOf = (account: Account) =>
    holdings?.holdings.find((holding) => holding.accountId === account.id)?.usdValue;

  return (
    <div className="crypto">
      <p className="crypto-lead" data-testid="crypto-business">
        {T.lead(businessName(business))}
      </p>

      <HoldingsSummary holdings={holdings} failed={holdingsFailed} />

      <section aria-labelledby="wallet-heading">
        <h2 id="wallet-heading">{T.walletHeading}</h2>
        {wallets.length === 0 ? (
          <p>{T.noWallet}</p>
        ) : (
          <div className="crypto-cards">
            {wallets.map((wallet) => (
              <AccountCard key={wallet.id} account={wallet} manage={manage} usdValue={valueOf(wallet)} />
            ))}
          </div>
        )}
        {manage && (missing.length > 0 || opening) && (
          <div className="crypto-panel crypto-open-panel" data-testid="open-wallet">
            <h3>{T.openHeading}</h3>
            {!opening ? (
              <>
                <p className="crypto-lead">{T.openLead}</p>
                <div className="actions">
                  {missing.map((currency) => (
                    <button
                      key={currency}
                      type="button"
                      className="button button--secondary"
                      onClick={() => setOpening(currency)}
                    >
                      {T.openWallet(currency)}
                    </button>
                  ))}
                </div>
              </>
            ) : openForm.phase === "ready" ? (
              <openForm.Component
                businessId={business.id}
                currency={opening}
                onOpened={() => {
                  setOpening(null);
                  void load();
                }}
                onClose={() => setOpening(null)}
              />
            ) : (
              <p role="status">{openForm.phase === "failed" ? T.formFailed : T.opening}</p>
            )}
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
        ) : !canConvert(accounts) ? (
          <p>{T.noPair}</p>
        ) : convertForm.phase === "ready" ? (
          <convertForm.Component businessId={business.id} accounts={accounts} onConverted={() => void load()} />
        ) : (
          <p role="status">{convertForm.phase === "failed" ? T.formFailed : T.formLoading}</p>
        )}
      </section>
    </div>
  );
}

export default businessPage(T, Crypto);
