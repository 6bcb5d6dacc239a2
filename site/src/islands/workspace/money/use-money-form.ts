// The one pattern of the money forms (moving money, opening and renaming an account, a sandbox deposit, a
// conversion's quote): their values, the messages beside each field, whether the request is out, and the submit that
// checks the values by hand (no zod: these pages keep to their JavaScript budget, docs/architecture.md), focuses the
// first field with a message or sends the request, with one Idempotency-Key per intended movement when the form moves
// money (lib/api/idempotency.ts); the second factor asked for in place when the service wants it, then the same
// submission again; a refusal placed beside the field it is about, any other failure told as the form says (the
// money pages' toast). moneyFormState is the
// plain part (kept as the account forms keep theirs, ui/forms/form-store.ts), useMoneyForm binds it to React and to
// the step-up prompt.
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { idempotentSubmission } from "../../../lib/api/idempotency.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { focusFirstInvalid } from "../../ui/forms/focus-first-invalid.ts";
import { formStore, useFormStore } from "../../ui/forms/form-store.ts";
import type { FieldErrors } from "../../ui/forms/validate.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";

/** The request the values make, or the message of each field that is not right (by the form's field names). */
export type Checked<R> = { ok: true; request: R } | { ok: false; errors: Record<string, string> };

export interface MoneyFormOptions<V, R, A> {
  initial: V;
  /** The values checked by hand before anything is sent (the service checks again). */
  check(values: V): Checked<R>;
  /** Sends the checked request; `idempotencyKey` is set when the form is `idempotent`. */
  send(request: R, idempotencyKey: string | undefined): Promise<A>;
  /** The form moves money: one key per intended movement, the same again when a retry follows no answer. */
  idempotent?: boolean;
  /** The service's answer to the request. */
  done(answer: A, request: R): void;
  /**
   * Where a refusal is shown: field name to message (`form` above the buttons), or null when no field takes it. By
   * default the service's field messages, under the fields' names.
   */
  refusal?(error: unknown): Record<string, string> | null;
  /** A failure no field takes: the money pages' failure toast (money-toasts.ts toastFailure), or the form's words. */
  fail(error: unknown): void;
  /** The values after one field changed, when that changes another (a new account changes the choices after it). */
  adjust?(values: V, changed: keyof V): V;
}

export interface MoneyFormSnapshot<V> {
  values: V;
  errors: FieldErrors;
  pending: boolean;
}

/** The service's field messages, when its refusal has any. */
export function fieldRefusal(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0 ? { ...error.fieldErrors } : null;
}

/**
 * The service's field messages beside their fields; any other refusal it explains (a limit, a conflict) as the form's
 * own message (`form`), above its buttons. A 403 is not the form's to say: it goes to the failure's toast.
 */
export function fieldOrFormRefusal(error: unknown): Record<string, string> | null {
  return (
    fieldRefusal(error) ??
    (error instanceof ApiError && error.kind === "refused" && error.serverMessage && error.status !== 403
      ? { form: error.serverMessage }
      : null)
  );
}

/**
 * A money form's state. `options` gives the latest options (a page's render makes them anew); `askSecondFactor`
 * shows the prompt when the failure is the service asking for the second factor, and answers whether it did.
 */
export function moneyFormState<V extends object, R, A>(
  options: () => MoneyFormOptions<V, R, A>,
  askSecondFactor: (error: unknown, retry: () => void) => boolean,
  newKey?: () => string,
) {
  const store = formStore<MoneyFormSnapshot<V>>({ values: options().initial, errors: {}, pending: false });
  const { update } = store;
  const submission = options().idempotent ? idempotentSubmission(newKey) : null;

  async function submit(form: HTMLFormElement | null): Promise<void> {
    if (store.snapshot().pending) return;
    const { check, send, done, refusal = fieldRefusal, fail } = options();
    const checked = check(store.snapshot().values);
    update({ errors: checked.ok ? {} : checked.errors });
    if (!checked.ok) return focusFirstInvalid(form, checked.errors);
    const key = submission?.keyFor(checked.request);
    update({ pending: true });
    try {
      const answer = await send(checked.request, key);
      submission?.settle();
      done(answer, checked.request);
    } catch (error) {
      submission?.settle(error);
      if (askSecondFactor(error, () => void submit(form))) return;
      const placed = refusal(error);
      if (!placed) return fail(error);
      update({ errors: placed });
      focusFirstInvalid(form, placed);
    } finally {
      update({ pending: false });
    }
  }

  return {
    snapshot: store.snapshot,
    subscribe: store.subscribe,

    /** A field's new value (and what it changes of the others); the messages stay until the next submit. */
    change<K extends keyof V>(field: K, value: V[K]): void {
      const values = { ...store.snapshot().values, [field]: value };
      update({ values: options().adjust?.(values, field) ?? values });
    },

    /** Some values set at once (a done form clears its amount). */
    set(values: Partial<V>): void {
      update({ values: { ...store.snapshot().values, ...values } });
    },

    setErrors(errors: FieldErrors | ((now: FieldErrors) => FieldErrors)): void {
      update({ errors: typeof errors === "function" ? errors(store.snapshot().errors) : errors });
    },

    /** Checks the values, then sends them while pending; a second submit while one is out does nothing. */
    submit,
  };
}

type MoneyFormState<V extends object, R, A> = ReturnType<typeof moneyFormState<V, R, A>>;

export interface MoneyForm<V extends object, R, A> extends MoneyFormSnapshot<V> {
  /** For the <form> element: a message focuses its field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The second-factor prompt while one is asked for: shown instead of the form. */
  prompt: ReactNode;
  change: MoneyFormState<V, R, A>["change"];
  set: MoneyFormState<V, R, A>["set"];
  setErrors: MoneyFormState<V, R, A>["setErrors"];
  /** The form's onSubmit: no page load, then the submit. */
  onSubmit(event?: FormEvent): void;
  /** For a second action of the form (the conversion of a quote): asks for the second factor as a submit does. */
  askSecondFactor(error: unknown, retry: () => void): boolean;
}

/** A money form: `onCancel` is the step-up prompt's Cancel (a form that closes with it). */
export function useMoneyForm<V extends object, R, A>(
  options: MoneyFormOptions<V, R, A> & { onCancel?(): void },
): MoneyForm<V, R, A> {
  const stepUp = useStepUp(options.onCancel);
  const latest = useRef({ options, stepUp });
  latest.current = { options, stepUp };
  const [state] = useState(() =>
    moneyFormState(
      () => latest.current.options,
      (error, retry) => latest.current.stepUp.asked(error, retry),
    ),
  );
  const bound = useFormStore(state);
  return {
    ...bound,
    prompt: stepUp.prompt,
    change: state.change,
    set: state.set,
    setErrors: state.setErrors,
    onSubmit(event) {
      event?.preventDefault();
      void state.submit(bound.formRef.current);
    },
    askSecondFactor: stepUp.asked,
  };
}
