// The dashboard's overview: the current business by name with its total USD balance, each account's balance, and
// its latest transactions; a business without any transaction yet is shown how to add money instead (its account
// details, and a sandbox deposit for a member who manages it). Without a business, where the business application
// stands. A failed read of the businesses counts as none, so the page still says something true.
import { OVERVIEW_TEXTS as T } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { recentTransactionsQuery } from "../../../lib/api/transactions.ts";
import ApplicationCard from "../../onboarding/ApplicationCard.tsx";
import { startForChosenBusiness, useMoneyBusiness } from "../money/money-business.ts";
import BusinessOverview from "./BusinessOverview.tsx";
import "../money/money.css";
import "./overview.css";

// The accounts and the latest transactions are asked for beside the businesses, not after them.
startForChosenBusiness((businessId) => {
  void accountsQuery(businessId).fetch();
  void recentTransactionsQuery(businessId).fetch();
});

export default function WorkspaceOverview() {
  const { current, settled } = useMoneyBusiness();

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
  return <BusinessOverview key={current.id} business={current} />;
}
