// A form control's frame: its label, the control, and its message, tied to it for assistive technology. The fields
// (TextField, the console's ReasonField) put their own control inside, with the ids this gives them.
import type { ReactNode } from "react";

interface Props {
  id: string;
  label: string;
  error?: string | undefined;
  /** The control, given the attributes that tie it to the message. */
  children(described: { "aria-invalid": true | undefined; "aria-describedby": string | undefined }): ReactNode;
}

export default function FieldFrame({ id, label, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {children({ "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
