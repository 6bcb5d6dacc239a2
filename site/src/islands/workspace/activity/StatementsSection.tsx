// The activity page's statements: an account chosen from the business's, its months shown when asked for.
import { useId, useState } from "react";
import { STATEMENT_TEXTS as S, type Account } from "@bank/contracts";
import LazyView from "../money/LazyView.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";

const loadStatements = () => import("../money/Statements.tsx");

export default function StatementsSection({
  businessId,
  accounts,
}: {
  businessId: string;
  accounts: readonly Account[];
}) {
  const id = useId();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? "");
  const [shown, setShown] = useState(false);
  const account = accounts.find((each) => each.id === accountId) ?? accounts[0];

  return (
    <section className="money-section" aria-labelledby="activity-statements-heading">
      <h2 id="activity-statements-heading">{S.heading}</h2>
      <div className="activity-statements-choice">
        <SelectField
          id={`${id}-account`}
          name="statementAccount"
          label={S.account}
          value={account?.id ?? ""}
          options={accounts.map((each) => ({ value: each.id, label: each.name }))}
          onChange={(event) => setAccountId(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? S.hide : S.show}
        </button>
      </div>
      {shown && account && (
        <div className="money-statements">
          <LazyView load={loadStatements} props={{ businessId, account }} />
        </div>
      )}
    </section>
  );
}
