// The reason a staff member gives for a change, kept in the audit log: a labelled textarea with its message tied to it.
interface Props {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}

export default function ReasonField({ id, label, value, error, onValue }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={id}
          name="reason"
          className="admin-textarea"
          required
          rows={3}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
