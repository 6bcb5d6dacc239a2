// A US street address as a group of fields: the business's address or a person's home.
import { ADDRESS_FIELD_TEXTS as A, US_STATES } from "@bank/contracts";
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
      <ApplicationField {...bind("line1")} label={A.line1} autoComplete={`${section} address-line1`} />
      <ApplicationField {...bind("line2")} label={A.line2} optional autoComplete={`${section} address-line2`} />
      <div className="application-grid">
        <ApplicationField {...bind("city")} label={A.city} autoComplete={`${section} address-level2`} />
        <ApplicationField {...bind("state")} label={A.state} control="select" options={US_STATES} />
        <ApplicationField {...bind("zip")} label={A.zip} inputMode="numeric" autoComplete={`${section} postal-code`} />
      </div>
    </fieldset>
  );
}
