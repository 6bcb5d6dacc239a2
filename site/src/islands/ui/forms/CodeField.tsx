// The 6-digit authenticator code field: digits only as they are typed, the phone's numeric keypad, and the
// one-time-code autofill. The sign-in's code step, the 2FA settings and the second-factor prompt all use it.
import { forwardRef } from "react";
import { sanitizeTwoFactorInput } from "@bank/contracts";
import TextField from "./TextField.tsx";

interface Props {
  name: string;
  id?: string | undefined;
  label: string;
  code: string;
  onCode(code: string): void;
  error?: string | undefined;
}

const CodeField = forwardRef<HTMLInputElement, Props>(function CodeField({ code, onCode, ...field }, ref) {
  return (
    <TextField
      {...field}
      ref={ref}
      value={code}
      onChange={(event) => onCode(sanitizeTwoFactorInput(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
    />
  );
});

export default CodeField;
