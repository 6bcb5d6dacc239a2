// A labelled input with its message shown beside it and tied to it for assistive technology.
import type { InputHTMLAttributes, ReactNode, Ref } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  /** The input's id, when two forms on one page use the same field name; `field-<name>` otherwise. */
  id?: string | undefined;
  label: string;
  error?: string | undefined;
  /** Extra control inside the input's frame, such as a show/hide toggle. */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export default function TextField({ name, id = `field-${name}`, label, error, addon, ref, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={id}
          name={name}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
