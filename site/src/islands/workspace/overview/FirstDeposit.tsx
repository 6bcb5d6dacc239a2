// A business without any transaction yet: how money reaches it (the checking account's account and routing
// numbers, the wallet's USDC deposit address, each with a Copy button), and a sandbox deposit to try it, for a
// member who manages the business; anyone else is told who can.
import {
  MONEY_TEXTS as M,
  OVERVIEW_TEXTS as T,
  SANDBOX_DEPOSIT_TEXTS as D,
  type Account,
  type BusinessSummary,
} from "@bank/contracts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import AccountDetails from "../money/AccountDetails.tsx";
import { mayManage } from "../money/money-business.ts";

const loadDepositForm = () => import("../money/SandboxDepositForm.tsx");

interface Props {
  business: BusinessSummary;
  accounts: readonly Account[];
  onDeposited(): void;
}

export default function FirstDeposit({ business, accounts, onDeposited }: Props) {
  const manage = mayManage(business);
  const depositForm = useLazyComponent(manage ? loadDepositForm : null);
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
          <span className="money-sandbox-badge">{D.badge}</span>
        </h3>
        <p className="money-lead">{T.sandboxLead}</p>
        {!manage ? (
          <p className="callout">{T.sandboxNotAllowed}</p>
        ) : depositForm.phase === "ready" ? (
          <depositForm.Component businessId={business.id} accounts={accounts} onDeposited={onDeposited} />
        ) : (
          <p role="status">{depositForm.phase === "failed" ? M.partFailed : M.partLoading}</p>
        )}
      </div>
    </section>
  );
}
