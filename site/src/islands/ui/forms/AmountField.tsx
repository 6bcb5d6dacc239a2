// An amount typed as text: the decimal keypad on a phone, no autofill and no spell check. Never <input type=number>,
// which rounds, follows the browser's locale and turns a mistyped amount into an empty value. The form's own checks
// (exact, in minor units) give its message.
import { forwardRef, type ComponentProps } from "react";
import TextField from "./TextField.tsx";

type Props = Omit<ComponentProps<typeof TextField>, "name" | "inputMode" | "autoComplete" | "spellCheck">;

const AmountField = forwardRef<HTMLInputElement, Props>(function AmountField(props, ref) {
  return <TextField ref={ref} name="amount" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
});

export default AmountField;
