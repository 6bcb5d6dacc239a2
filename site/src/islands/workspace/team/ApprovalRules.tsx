// The business's approval rules on the team page: every member sees them (which payments need how many approvals, and
// how many members may approve); a member who manages changes them on a page of their own
// (/dashboard/team/approval-rules), so the team page loads none of the form's code.
import { useEffect, useState } from "react";
import { APPROVAL_RULES_TEXTS as T, type ApprovalPolicy, type BusinessSummary } from "@bank/contracts";
import { fetchApprovalPolicy } from "../../../lib/api/approval-policy.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { formatMoney } from "../../../lib/format/money.ts";

export default function ApprovalRules({ business }: { business: BusinessSummary }) {
  const manage = business.permissions.includes("manage");
  const [policy, setPolicy] = useState<ApprovalPolicy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    fetchApprovalPolicy(business.id).then(setPolicy, (error: unknown) =>
      setFailure(failureText({ fallbackText: T.loadFailed, fallbackError: T.loadFailed }, error)),
    );
  }, [business.id]);

  return (
    <section className="team-section" aria-labelledby="approval-rules-heading">
      <h2 id="approval-rules-heading">{T.heading}</h2>
      <p className="team-lead">{T.lead}</p>
      {failure ? (
        <p role="alert">{failure}</p>
      ) : !policy ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          {policy.rules.length === 0 ? (
            <p>{T.none}</p>
          ) : (
            <ul className="team-rules" data-testid="approval-rules">
              {policy.rules.map((rule) => (
                <li key={`${rule.currency}-${rule.atLeast}`}>
                  {T.rule(formatMoney(rule.atLeast, rule.currency), rule.approvals)}
                </li>
              ))}
            </ul>
          )}
          <p className="team-muted">
            {T.approvers(policy.approvers)} {manage ? "" : T.readOnly}
          </p>
          {manage && (
            <a className="button button--secondary" href="/dashboard/team/approval-rules">
              {T.change}
            </a>
          )}
        </>
      )}
    </section>
  );
}
