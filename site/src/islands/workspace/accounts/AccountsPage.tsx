// /dashboard/accounts: every account of the current business with its balances and details; renaming one and
// opening another (manage), moving money between two of one currency (pay), a sandbox deposit (manage), and each
// account's statements. The accounts are asked for as soon as the page's code runs (money-business.ts).
import { MONEY_TEXTS as M } from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { startForChosenBusiness, useMoneyBusiness } from "../money/money-business.ts";
import Accounts from "./Accounts.tsx";
import "../money/money.css";

startForChosenBusiness((businessId) => void accountsQuery(businessId).fetch());

export default function AccountsPage() {
  const { current, settled } = useMoneyBusiness();
  if (!settled) return <p role="status">{M.loading}</p>;
  if (!current) return <p>{M.noBusiness}</p>;
  return <Accounts key={current.id} business={current} />;
}
