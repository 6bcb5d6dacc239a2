// The reason a staff member gives for a change, kept in the audit log: a labelled textarea with its message tied to it.
import FieldFrame from "../ui/forms/FieldFrame.tsx";

interface Props {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}

export default function ReasonField({ id, label, value, error, onValue }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(described) => (
        <textarea
          id={id}
          name="reason"
          className="admin-textarea"
          required
          rows={3}
          value={value}
          {...described}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
