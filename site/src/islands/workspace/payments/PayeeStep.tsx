// The new payment's step that adds its payee (pay; the service may ask for the second factor first: asked in place,
// then saved again): a name and how to pay them, with the fields that way needs, checked before they are sent
// (payee-form.ts; a USDC wallet's checksum fetched once USDC is chosen). Once saved, the payment's details come back
// with the payee chosen (payment-draft.ts), the toast carried to them.
import { useEffect, useId, useState, type FormEvent } from "react";
import { PAYEE_FORM_TEXTS as T, PAYMENT_METHODS, type BusinessSummary, type PaymentMethod } from "@bank/contracts";
import { addPayee } from "../../../lib/api/payees.ts";
import { carryOpenToastsToNextPage } from "../../../stores/toasts.ts";
import FormAlert from "../../ui/forms/FormAlert.tsx";
import { focusFirstInvalid } from "../../ui/forms/focus-first-invalid.ts";
import { formStore, useFormStore } from "../../ui/forms/form-store.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";
import { toastDone, toastFailure } from "../money/money-toasts.ts";
import NewPayeeFields from "./NewPayeeFields.tsx";
import { choosePayee } from "./payment-draft.ts";
import { checkPayee, emptyPayee, payeeRefusal } from "./payee-form.ts";
import { newPaymentHref } from "./new-payment-address.ts";

const loadWalletCheck = () => import("./wallet-address-check.ts");

export default function PayeeStep({ business }: { business: BusinessSummary }) {
  // Kept as the money forms keep theirs (ui/forms/form-store.ts).
  const [store] = useState(() =>
    formStore({ values: emptyPayee("ach"), errors: {} as Record<string, string>, pending: false }),
  );
  const { values, errors, pending, formRef: form } = useFormStore(store);
  // The wallet address's check, fetched once USDC is chosen: the form waits for it.
  const [walletCheck, setWalletCheck] = useState<((address: string, method: PaymentMethod) => boolean) | null>(null);
  const stepUp = useStepUp();
  const id = useId();
  const usdc = values.method === "usdc" || values.method === "btc" || values.method === "eth";

  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input")?.focus();
  }, []);
  useEffect(() => {
    if (usdc && !walletCheck)
      loadWalletCheck().then(
        (module) =>
          setWalletCheck(
            () => (address: string, method: PaymentMethod) =>
              method === "btc" ? module.isBitcoinAddress(address) : module.isChecksummedAddress(address),
          ),
        () => setWalletCheck(() => () => true), // not fetched (offline): the service's check is the only one
      );
  }, [usdc]);

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (pending) return;
    const checked = checkPayee(values, walletCheck ?? (() => true));
    store.update({ errors: checked.ok ? {} : checked.errors });
    if (!checked.ok) return focusFirstInvalid(form.current, checked.errors);
    store.update({ pending: true });
    try {
      const payee = await addPayee(business.id, checked.request);
      choosePayee(business.id, payee.id);
      toastDone(T.added(payee.name));
      carryOpenToastsToNextPage();
      window.location.assign(newPaymentHref());
    } catch (error) {
      store.update({ pending: false });
      if (stepUp.asked(error, () => void save())) return;
      const placed = payeeRefusal(error);
      if (!placed) return toastFailure(error);
      store.update({ errors: placed });
      focusFirstInvalid(form.current, placed);
    }
  }

  if (stepUp.prompt) return <div className="money-panel payments-panel">{stepUp.prompt}</div>;

  return (
    <section className="money-panel payments-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{T.heading}</h2>
      <form className="stack money-form" ref={form} noValidate onSubmit={(event) => void save(event)} data-form="payee">
        <p className="money-lead">{T.lead}</p>
        <NewPayeeFields
          id={id}
          values={values}
          methods={PAYMENT_METHODS}
          errors={errors}
          onChange={(next) => store.update({ values: next })}
        />
        <FormAlert message={errors.form} />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={pending || (usdc && !walletCheck)}>
            {pending ? T.saving : T.save}
          </button>
          <a className="button button--secondary payments-cancel" href={newPaymentHref()}>
            {T.cancel}
          </a>
        </div>
      </form>
    </section>
  );
}
