// A business without any transaction yet: how money reaches it (the checking account's account and routing
// numbers, the wallet's USDC deposit address, each with a Copy button), and a sandbox deposit to try it, for a
// member who manages the business; anyone else is told who can.
import { useState } from "react";
import { FIRST_DEPOSIT_TEXTS as T, MONEY_TEXTS as M, type Account, type BusinessSummary } from "@bank/contracts";
import AccountDetails from "../money/AccountDetails.tsx";
import LazyView from "../money/LazyView.tsx";
import { mayManage } from "../money/money-business.ts";

const loadDepositForm = () => import("../money/SandboxDepositForm.tsx");

interface Props {
  business: BusinessSummary;
  accounts: readonly Account[];
  onDeposited(): void;
}

export default function FirstDeposit({ business, accounts, onDeposited }: Props) {
  const manage = mayManage(business);
  // The form (and its code) comes when asked for.
  const [depositing, setDepositing] = useState(false);
  const checking = accounts.find((account) => account.accountNumber && account.routingNumber);
  const wallet = accounts.find((account) => account.depositAddress);

  return (
    <section className="money-section" aria-labelledby="overview-add-money-heading" data-testid="first-deposit">
      <h2 id="overview-add-money-heading">{T.addMoneyHeading}</h2>
      <p className="money-lead">{T.addMoneyLead}</p>
      <div className="money-cards">
        {checking && (
          <div className="money-card">
            <h3>{T.checkingHeading(checking.name)}</h3>
            <AccountDetails account={checking} />
          </div>
        )}
        {wallet && (
          <div className="money-card">
            <h3>{T.walletHeading(wallet.name)}</h3>
            <AccountDetails account={wallet} />
          </div>
        )}
      </div>
      <div className="money-card overview-sandbox" aria-labelledby="overview-sandbox-heading" role="group">
        <h3 id="overview-sandbox-heading">
          {T.sandboxHeading}
          <span className="money-sandbox-badge">{M.sandbox}</span>
        </h3>
        <p className="money-lead">{T.sandboxLead}</p>
        {!manage ? (
          <p className="callout">{T.sandboxNotAllowed}</p>
        ) : depositing ? (
          <LazyView
            load={loadDepositForm}
            props={{
              businessId: business.id,
              accounts,
              autoFocus: true,
              onDeposited,
              onCancel: () => {
                setDepositing(false);
                requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-action="deposit"]')?.focus());
              },
            }}
          />
        ) : (
          <button
            type="button"
            className="button button--primary"
            data-action="deposit"
            aria-expanded={false}
            onClick={() => setDepositing(true)}
          >
            {T.sandboxOpen}
          </button>
        )}
      </div>
    </section>
  );
}
