// The dashboard's overview: the current business by name with its total balance, $0.00 until the money core opens
// its accounts, and the next steps; without a business, where the business application stands. A failed read of the
// businesses counts as none, so the page still says something true while the service cannot answer.
import { OVERVIEW_TEXTS as T } from "@bank/contracts";
import ApplicationCard from "../../onboarding/ApplicationCard.tsx";
import { businessName, useCurrentBusiness } from "../../hooks/use-current-business.ts";
import "./overview.css";

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** No account holds money yet: accounts and their balances come with the money core. */
const TOTAL_BALANCE = USD.format(0);

export default function WorkspaceOverview() {
  const { current, settled } = useCurrentBusiness();

  if (!settled) {
    return (
      <p role="status" className="overview-status">
        {T.loading}
      </p>
    );
  }
  if (!current) {
    return (
      <section className="overview-apply" aria-labelledby="overview-apply-heading">
        <h2 id="overview-apply-heading">{T.noBusinessHeading}</h2>
        <p>{T.noBusinessText}</p>
        <ApplicationCard />
        <p>
          <a href="/identity-verification">{T.applyLink}</a>
        </p>
      </section>
    );
  }
  return (
    <>
      <section className="overview-business" aria-labelledby="overview-business-heading">
        <h2 id="overview-business-heading" data-testid="overview-business">
          {businessName(current)}
        </h2>
        <dl className="overview-balance">
          <dt>{T.totalBalance}</dt>
          <dd data-testid="total-balance">{TOTAL_BALANCE}</dd>
        </dl>
        <p className="overview-note">{T.balanceNote}</p>
        <p>{T.accountsLine}</p>
      </section>
      <section aria-labelledby="overview-next-heading">
        <h2 id="overview-next-heading">{T.nextHeading}</h2>
        <ul className="overview-next">
          <li>
            <a href="/dashboard/team">{T.teamLink}</a>
            <p>{T.teamText}</p>
          </li>
          <li>
            <a href="/dashboard/settings">{T.twoFactorLink}</a>
            <p>{T.twoFactorText}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
