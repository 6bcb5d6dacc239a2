// A password input with a labelled show/hide toggle.
import { forwardRef, useState, type InputHTMLAttributes } from "react";
import TextField from "./TextField.tsx";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> {
  name: string;
  id?: string | undefined;
  label: string;
  error?: string | undefined;
}

const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-controls={props.id ?? `field-${props.name}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        </button>
      }
    />
  );
});

export default PasswordField;
