// A US street address as a group of fields: the business's address or a person's home.
import { ONBOARDING_FORM_TEXTS as T, US_STATES } from "@bank/contracts";
import ApplicationField, { type FieldBinding } from "./ApplicationField.tsx";

interface Props {
  legend: string;
  hint?: string;
  /** The binding of a field of this address, by its name ("line1", "zip"). */
  bind(field: string): FieldBinding;
  /** Whose address this is ("business", "person-1"), so the browser fills each group apart. */
  autoCompleteSection: string;
}

export default function AddressFields({ legend, hint, bind, autoCompleteSection }: Props) {
  const section = `section-${autoCompleteSection}`;
  return (
    <fieldset className="application-group">
      <legend>{legend}</legend>
      {hint && <p className="application-field__hint">{hint}</p>}
      <ApplicationField {...bind("line1")} label={T.address.line1} autoComplete={`${section} address-line1`} />
      <ApplicationField {...bind("line2")} label={T.address.line2} optional autoComplete={`${section} address-line2`} />
      <div className="application-grid">
        <ApplicationField {...bind("city")} label={T.address.city} autoComplete={`${section} address-level2`} />
        <ApplicationField {...bind("state")} label={T.address.state} control="select" options={US_STATES} />
        <ApplicationField
          {...bind("zip")}
          label={T.address.zip}
          inputMode="numeric"
          autoComplete={`${section} postal-code`}
        />
      </div>
    </fieldset>
  );
}
