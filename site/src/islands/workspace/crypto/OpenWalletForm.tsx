// Opening a BTC or ETH wallet (manage), once the person chose which on the page (its code comes only then): sent at
// once; the service asks for a recent second factor first, asked in place, then the wallet is opened, a toast says
// so and the page reads the accounts again. A refusal shows in place with the way back.
import { useEffect } from "react";
import { CRYPTO_PAGE_TEXTS as T, type Account, type CryptoCurrency } from "@bank/contracts";
import { openAccount } from "../../../lib/api/account-actions.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { addToast } from "../../../stores/toasts.ts";
import { useMoneyForm } from "../money/use-money-form.ts";

interface Props {
  businessId: string;
  currency: CryptoCurrency;
  onOpened(account: Account): void;
  onClose(): void;
}

export default function OpenWalletForm({ businessId, currency, onOpened, onClose }: Props) {
  const form = useMoneyForm({
    initial: { currency },
    check: (values) => ({
      ok: true as const,
      request: { name: T.walletName(values.currency), kind: "wallet" as const, currency: values.currency },
    }),
    send: (request) => openAccount(businessId, request),
    done(account) {
      addToast({ title: T.opened(account.name) });
      onOpened(account);
    },
    refusal: () => null,
    fail: (error) =>
      form.setErrors({ form: failureText({ fallbackText: T.openFailed, fallbackError: T.offline }, error) }),
  });

  useEffect(() => form.onSubmit(), []);

  if (form.prompt) return <div className="crypto-panel">{form.prompt}</div>;
  if (!form.errors.form) return <p role="status">{T.opening}</p>;
  return (
    <div>
      <p role="alert" className="form-alert">
        {form.errors.form}
      </p>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {T.cancel}
      </button>
    </div>
  );
}
