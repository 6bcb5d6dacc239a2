// What every money form around the workspace has in common (opening an account, a transfer, a sandbox deposit,
// issuing a card, a sandbox purchase, an invoice): the <form> the tests and the styles know by its data-form name,
// its first field focused when it opens, a refusal that belongs to no one field, and its buttons: the submit, named
// for what is under way while it is, and Cancel, both unavailable meanwhile.
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import FormAlert from "../../ui/forms/FormAlert.tsx";

/** What the frame needs of a form's state: useMoneyForm's result has it all. */
interface FormState {
  /** The form's element, for a hook that focuses a refused field. */
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  pending: boolean;
}

interface Props {
  /** The form's data-form name. */
  name: string;
  className?: string;
  form: FormState;
  /** Which field takes focus when the form opens (a selector; the first that matches), if any. */
  focus?: string | undefined;
  /** A refusal no field owns. */
  alert?: string | null | undefined;
  /** The submit's label, and its label while the form is sent. */
  submit: readonly [idle: string, sending: string];
  cancel?: { label: string; onCancel(): void } | undefined;
  children: ReactNode;
}

export default function MoneyFormFrame({
  name,
  className = "stack money-form",
  form: { formRef, onSubmit, pending },
  focus,
  alert,
  submit: [idle, sending],
  cancel,
  children,
}: Props) {
  const own = useRef<HTMLFormElement | null>(null);
  const ref = formRef ?? own;

  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>(focus)?.focus();
  }, []);

  return (
    <form className={className} ref={ref} noValidate onSubmit={onSubmit} data-form={name}>
      {children}
      <FormAlert message={alert} />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? sending : idle}
        </button>
        {cancel && (
          <button type="button" className="button button--secondary" disabled={pending} onClick={cancel.onCancel}>
            {cancel.label}
          </button>
        )}
      </div>
    </form>
  );
}
