// A labelled select with its message tied to it, in the form fields' frame (FieldFrame.tsx).
import type { SelectHTMLAttributes } from "react";
import FieldFrame from "./FieldFrame.tsx";

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}

export default function SelectField({ id, name, label, error, options, className, ...select }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(described) => (
        <select
          id={id}
          name={name}
          className={className ? `field__input ${className}` : "field__input"}
          {...described}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
