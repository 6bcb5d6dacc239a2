// A new payee's fields (PayeeStep.tsx): a name and how to pay them, then the fields that way needs. Named
// `payee.<field>`, so a message of the form or of the service (payee-form.ts) shows beside its field and a refusal
// focuses it.
import { PAYEE_FORM_TEXTS as T, type PaymentMethod } from "@bank/contracts";
import TextField from "../../ui/forms/TextField.tsx";
import SelectField from "../../ui/forms/SelectField.tsx";
import type { PayeeValues } from "./payee-form.ts";

interface Props {
  id: string;
  values: PayeeValues;
  methods: readonly PaymentMethod[];
  errors: Record<string, string>;
  onChange(values: PayeeValues): void;
}

type TextKey = "name" | "accountNumber" | "routingNumber" | "bankName" | "address" | "walletAddress";

export default function NewPayeeFields({ id, values, methods, errors, onChange }: Props) {
  const set = (change: Partial<PayeeValues>) => onChange({ ...values, ...change });
  const field = (key: TextKey, label: string, more: Record<string, unknown> = {}) => (
    <TextField
      id={`${id}-${key}`}
      name={`payee.${key}`}
      label={label}
      autoComplete="off"
      value={values[key]}
      error={errors[`payee.${key}`]}
      onChange={(event) => set({ [key]: event.target.value })}
      {...more}
    />
  );
  const walletHint = `${id}-wallet-hint`;
  return (
    <>
      {field("name", T.name, { maxLength: 100 })}
      {methods.length > 1 && (
        <SelectField
          id={`${id}-method`}
          name="payee.method"
          label={T.method}
          value={values.method}
          options={methods.map((value) => ({ value, label: T.methods[value] }))}
          onChange={(event) => set({ method: event.target.value as PaymentMethod })}
        />
      )}
      {values.method === "usdc" || values.method === "btc" || values.method === "eth" ? (
        <>
          {field("walletAddress", T.walletAddress, {
            spellCheck: false,
            // The hint, and the message when there is one (TextField's own tie is replaced by this one).
            "aria-describedby": errors["payee.walletAddress"] ? `${id}-walletAddress-error ${walletHint}` : walletHint,
          })}
          <p id={walletHint} className="money-muted payment-hint">
            {T.walletHints[values.method]}
          </p>
        </>
      ) : (
        <>
          {field("accountNumber", T.accountNumber, { inputMode: "numeric" })}
          {field("routingNumber", T.routingNumber, { inputMode: "numeric", maxLength: 11 })}
          {values.method === "ach" ? (
            <SelectField
              id={`${id}-account-type`}
              name="payee.accountType"
              label={T.accountType}
              value={values.accountType}
              options={(["checking", "savings"] as const).map((value) => ({ value, label: T.accountTypes[value] }))}
              onChange={(event) => set({ accountType: event.target.value as PayeeValues["accountType"] })}
            />
          ) : (
            <>
              {field("bankName", T.bankName, { maxLength: 100 })}
              {field("address", T.address, { maxLength: 200 })}
            </>
          )}
        </>
      )}
    </>
  );
}
