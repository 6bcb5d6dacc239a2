// A labelled input with its message shown beside it and tied to it for assistive technology.
import type { InputHTMLAttributes, ReactNode, Ref } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  /** When a page has more than one field of this name (one per list item); `field-<name>` otherwise. */
  id?: string;
  label: string;
  error?: string | undefined;
  /** Extra control inside the input's frame, such as a show/hide toggle. */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export default function TextField({ name, id: givenId, label, error, addon, ref, ...input }: Props) {
  const id = givenId ?? `field-${name}`;
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
