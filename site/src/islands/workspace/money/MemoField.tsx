// A memo on a movement of money (a transfer, a payment): optional, held to the service's length, never autofilled.
import { MEMO_MAX_LENGTH } from "@bank/contracts";
import TextField from "../../ui/forms/TextField.tsx";

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export default function MemoField({ id, label, value, error, onChange }: Props) {
  return (
    <TextField
      id={id}
      name="memo"
      label={label}
      autoComplete="off"
      maxLength={MEMO_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
