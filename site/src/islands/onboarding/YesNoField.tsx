// A yes-or-no question as two radio buttons in a group, its message tied to both (crypto use).
import { ONBOARDING_FORM_TEXTS as T } from "@bank/contracts";
import type { FieldBinding } from "./ApplicationField.tsx";
import { fieldId } from "./steps.ts";

export default function YesNoField({ path, value, error, onChange, legend }: FieldBinding & { legend: string }) {
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const choice = (answer: "true" | "false", label: string) => (
    <label className="checkbox">
      <input
        type="radio"
        id={answer === "true" ? id : `${id}-no`}
        name={path}
        value={answer}
        checked={value === answer}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={() => onChange(answer, { saveNow: true })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="application-group application-group--choice">
      <legend>{legend}</legend>
      <div className="application-choices">
        {choice("true", T.yes)}
        {choice("false", T.no)}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
