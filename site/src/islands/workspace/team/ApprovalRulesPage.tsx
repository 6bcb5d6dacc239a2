// /dashboard/team/approval-rules: a member who manages the current business changes its approval rules
// (ApprovalRulesForm.tsx, fetched when shown); anyone else is told who can. A page of its own, so the team page loads
// none of the form's code (docs/architecture.md, "Budgets").
import { APPROVAL_RULES_FORM_TEXTS as T } from "@bank/contracts";
import { mayManage, useMoneyBusiness } from "../money/money-business.ts";
import LazyView from "../money/LazyView.tsx";
import "../money/money.css";
import "./team.css";

const loadForm = () => import("./ApprovalRulesForm.tsx");

export default function ApprovalRulesPage() {
  const { current, settled } = useMoneyBusiness();
  if (!settled) return <p role="status">{T.loading}</p>;
  if (!current) return <p>{T.noBusiness}</p>;
  return (
    <div key={current.id}>
      <p>
        <a className="money-link" href="/dashboard/team">
          {T.backToTeam}
        </a>
      </p>
      {mayManage(current) ? <LazyView load={loadForm} props={{ businessId: current.id }} /> : <p>{T.manageNeeded}</p>}
    </div>
  );
}
