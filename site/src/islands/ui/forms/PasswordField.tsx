// A password input with a labelled show/hide toggle.
import { useState, type InputHTMLAttributes, type Ref } from "react";
import TextField from "./TextField.tsx";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> {
  name: string;
  id?: string | undefined;
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export default function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
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
}
