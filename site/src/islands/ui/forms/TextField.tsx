// A labelled input with its message shown beside it and tied to it for assistive technology.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import FieldFrame from "./FieldFrame.tsx";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  /** The input's id, when two forms on one page use the same field name; `field-<name>` otherwise. */
  id?: string | undefined;
  label: string;
  error?: string | undefined;
  /** Extra control inside the input's frame, such as a show/hide toggle. */
  addon?: ReactNode;
}

// The ref reaches the input through forwardRef: Preact's React layer (lib/preact/react.ts) passes a function
// component's ref as a prop only that way.
const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { name, id = `field-${name}`, label, error, addon, ...input },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(described) => (
        <>
          <input ref={ref} id={id} name={name} className="field__input" {...described} {...input} />
          {addon}
        </>
      )}
    </FieldFrame>
  );
});

export default TextField;
