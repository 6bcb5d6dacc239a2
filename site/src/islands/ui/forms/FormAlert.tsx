// A form's refusal that belongs to no one field (a conflict, a limit, too few approvers), read out as it appears.
export default function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
