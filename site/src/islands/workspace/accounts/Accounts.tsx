// One business's accounts as the signed-in person may see and change them (see AccountsPage.tsx). The forms are
// fetched when first opened; the accounts are read again every few seconds while money is on its way.
import { useState } from "react";
import {
  ACCOUNTS_PAGE_TEXTS as T,
  MAX_ACCOUNTS,
  MONEY_TEXTS as M,
  type Account,
  type BusinessSummary,
} from "@bank/contracts";
import { accountsQuery } from "../../../lib/api/accounts.ts";
import { businessName } from "../../hooks/use-current-business.ts";
import { useQuery } from "../../hooks/use-query.ts";
import LazyView from "../money/LazyView.tsx";
import LoadFailure from "../money/LoadFailure.tsx";
import { isNonZero, mayManage, mayPay } from "../money/money-business.ts";
import { usePollWhile } from "../money/polling.ts";
import AccountCard from "./AccountCard.tsx";
import { hasTransferPair } from "./transfer-pairs.ts";
import "./accounts.css";

const loadTransferForm = () => import("./TransferForm.tsx");
const loadOpenAccountForm = () => import("./OpenAccountForm.tsx");
const loadDepositForm = () => import("../money/SandboxDepositForm.tsx");

type Panel = "move" | "open" | "deposit";

/** Focus to an element once React has drawn it. */
function focusSoon(selector: string): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

export default function Accounts({ business }: { business: BusinessSummary }) {
  const read = accountsQuery(business.id);
  const state = useQuery(read);
  const [panel, setPanel] = useState<Panel | null>(null);
  const accounts = state.data?.accounts;
  const manage = mayManage(business);
  const pay = mayPay(business);

  usePollWhile(accounts?.some((account) => isNonZero(account.balance.pending)) ?? false, () => read.revalidate());

  if (state.error && !accounts) return <LoadFailure error={state.error} />;
  if (!accounts) return <p role="status">{M.loading}</p>;

  function close(action: Panel) {
    setPanel(null);
    focusSoon(`[data-action="${action}"]`);
  }
  function toggle(next: Panel) {
    setPanel(panel === next ? null : next);
  }
  const canMove = hasTransferPair(accounts);
  const canOpen = accounts.length < MAX_ACCOUNTS;
  const headings: Record<Panel, string> = { move: T.moveHeading, open: T.openHeading, deposit: T.depositHeading };
  // The panels this person may open, each by its button: moving money (pay, with two accounts of one currency),
  // opening an account (manage, below the limit), a sandbox deposit (manage).
  const actions: { panel: Panel; label: string; allowed: boolean }[] = [
    { panel: "move", label: T.moveMoney, allowed: pay && canMove },
    { panel: "open", label: T.openAccount, allowed: manage && canOpen },
    { panel: "deposit", label: T.sandboxDeposit, allowed: manage },
  ];

  return (
    <div className="money-accounts">
      <p className="money-lead">{T.lead(businessName(business))}</p>
      {!manage && <p className="callout">{T.readOnly}</p>}

      {(pay || manage) && (
        <section aria-labelledby="accounts-actions-heading">
          <h2 id="accounts-actions-heading">{T.actionsHeading}</h2>
          <div className="money-actions">
            {actions
              .filter((action) => action.allowed)
              .map((action) => (
                <button
                  key={action.panel}
                  type="button"
                  className={action.panel === "move" ? "button button--primary" : "button button--secondary"}
                  data-action={action.panel}
                  aria-expanded={panel === action.panel}
                  onClick={() => toggle(action.panel)}
                >
                  {action.label}
                </button>
              ))}
          </div>
          {pay && !canMove && <p className="money-muted">{manage ? T.noPair : T.noPairAskManager}</p>}
          {manage && !canOpen && <p className="money-muted">{T.tooManyAccounts}</p>}
          {!pay && <p className="money-muted">{T.payNeeded}</p>}

          {panel && (
            <div className="money-panel" role="region" aria-labelledby="accounts-panel-heading">
              <h3 id="accounts-panel-heading" tabIndex={-1}>
                {headings[panel]}
                {panel === "deposit" && <span className="money-sandbox-badge">{M.sandbox}</span>}
              </h3>
              {panel === "move" && (
                <LazyView
                  load={loadTransferForm}
                  props={{
                    businessId: business.id,
                    accounts,
                    onMoved: () => read.revalidate(),
                    onClose: () => close("move"),
                  }}
                />
              )}
              {panel === "open" && (
                <LazyView
                  load={loadOpenAccountForm}
                  props={{
                    businessId: business.id,
                    onOpened: (account: Account) => {
                      setPanel(null);
                      read.revalidate();
                      focusSoon(`[data-account-heading="${CSS.escape(account.id)}"]`);
                    },
                    onClose: () => close("open"),
                  }}
                />
              )}
              {panel === "deposit" && (
                <>
                  <p className="money-lead">{T.depositLead}</p>
                  <LazyView
                    load={loadDepositForm}
                    props={{
                      businessId: business.id,
                      accounts,
                      autoFocus: true,
                      onDeposited: () => read.revalidate(),
                      onCancel: () => close("deposit"),
                    }}
                  />
                </>
              )}
            </div>
          )}
        </section>
      )}

      <section aria-labelledby="accounts-list-heading">
        <h2 id="accounts-list-heading">{T.listLabel}</h2>
        <ul className="money-account-list" data-testid="accounts-list">
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountCard
                businessId={business.id}
                account={account}
                manage={manage}
                onRenamed={() => read.revalidate()}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
