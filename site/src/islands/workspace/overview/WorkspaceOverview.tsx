// The dashboard's overview: the current business by name with its total USD balance, each account's balance, and
// its latest transactions; a business without any transaction yet is shown how to add money instead (its account
// details, and a sandbox deposit for a member who manages it). Without a business, where the business application
// stands. A failed read of the businesses counts as none, so the page still says something true. Above it all, an
// invitation opened earlier in this browser and not accepted yet, offered again: in this island rather than one of
// its own, which cost the page its own chunk and the idle directive's script.
import { OVERVIEW_TEXTS as T, type BusinessSummary } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { recentTransactionsQuery } from "../../../lib/api/recent-transactions.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import PendingInvitationNotice from "../invitations/PendingInvitationNotice.tsx";
import { startForChosenBusiness, useMoneyBusiness } from "../money/money-business.ts";
import "../money/money.css";
import "./overview.css";

// Each view comes with its own code: a business's overview, which someone without a business (an applicant, staff)
// never loads, and where an application stands, which a business's members never load.
const loadBusinessOverview = () => import("./BusinessOverview.tsx");
const loadNoBusiness = () => import("./NoBusiness.tsx");

// The accounts and the latest transactions (and the code that shows them) are asked for beside the businesses, not
// after them.
startForChosenBusiness((businessId) => {
  void accountsQuery(businessId).fetch();
  void recentTransactionsQuery(businessId).fetch();
  void loadBusinessOverview();
});

export default function WorkspaceOverview() {
  return (
    <>
      <PendingInvitationNotice />
      <Overview />
    </>
  );
}

function Overview() {
  const { current, settled } = useMoneyBusiness();
  const overview = useLazyComponent<{ business: BusinessSummary }>(current ? loadBusinessOverview : null);
  const noBusiness = useLazyComponent<object>(settled && !current ? loadNoBusiness : null);

  if (!settled) {
    return (
      <p role="status" className="overview-status">
        {T.loading}
      </p>
    );
  }
  const view = current ? overview : noBusiness;
  if (view.phase !== "ready") {
    return (
      <p role="status" className="overview-status">
        {view.phase === "failed" ? T.failed : T.loading}
      </p>
    );
  }
  if (overview.phase === "ready" && current) return <overview.Component key={current.id} business={current} />;
  return noBusiness.phase === "ready" ? <noBusiness.Component /> : null;
}
