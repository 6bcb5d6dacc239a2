// How money reaches an account: a USD account's account and routing numbers, a wallet's deposit address; each
// with its Copy button.
import { MONEY_TEXTS as T, type Account } from "@bank/contracts";
import CopyValue from "./CopyValue.tsx";

export default function AccountDetails({ account }: { account: Account }) {
  return (
    <dl className="money-details">
      {account.accountNumber && (
        <CopyValue label={T.accountNumber} value={account.accountNumber} account={account.name} />
      )}
      {account.routingNumber && (
        <CopyValue label={T.routingNumber} value={account.routingNumber} account={account.name} />
      )}
      {account.depositAddress && (
        <CopyValue
          label={T.depositAddress}
          value={account.depositAddress}
          account={account.name}
          note={T.depositNote}
        />
      )}
    </dl>
  );
}
