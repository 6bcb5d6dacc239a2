// /dashboard/activity: every transaction of the current business's accounts, newest first, with filters (kept in
// the page's address), search, paging, the CSV export and statements. The accounts and the first page are asked for
// as soon as the page's code runs, beside the list of businesses (money-business.ts).
import { MONEY_TEXTS as M } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { startForChosenBusiness, useMoneyBusiness } from "../money/money-business.ts";
import Activity, { startFirstPage } from "./Activity.tsx";
import "../money/money.css";
import "./activity.css";

startForChosenBusiness((businessId) => {
  void accountsQuery(businessId).fetch();
  startFirstPage(businessId);
});

export default function ActivityPage() {
  const { current, settled } = useMoneyBusiness();
  if (!settled) return <p role="status">{M.loading}</p>;
  if (!current) return <p>{M.noBusiness}</p>;
  return <Activity key={current.id} business={current} />;
}
