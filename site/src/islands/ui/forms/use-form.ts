// The state every account form keeps: its values, the field messages, whether it was submitted (after which each
// change is checked again) and whether its request is pending; submit checks the values with the contracts
// schema and focuses the first invalid field, or sends them. formState is the plain part, useForm binds it to React.
// The check (validate.ts, with zod) is fetched when the form is first focused or submitted, never with the page: a
// form given its schema's loader (the sign-in screen) draws and hydrates with no zod at all.
import { useEffect, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";
import type { core } from "zod/mini";
import { loadOnce } from "../../../lib/load-once.ts";
import { focusFirstInvalid } from "./focus-first-invalid.ts";
import { formStore, useFormStore } from "./form-store.ts";
import type { FieldErrors, validate } from "./validate.ts";

export interface FormSnapshot<V> {
  values: V;
  errors: FieldErrors;
  submitted: boolean;
  pending: boolean;
  /** The check could not be fetched (offline): nothing was sent, and the next submit tries again. */
  unreachable: boolean;
}

export interface FormOptions<V, S extends core.$ZodType> {
  /** The contracts schema the values must pass before they are sent, or how to fetch it with the form's requests. */
  schema: S | (() => Promise<S>);
  initial: V;
  /** What the schema checks, when that is more than the fields (a token from the page's address). */
  checked?: (values: V) => unknown;
}

/** Sends the checked values; field messages it throws back come through showErrors. */
export type Send<V, S extends core.$ZodType> = (data: core.output<S>, values: V) => Promise<void>;

type Check<S extends core.$ZodType> = (values: unknown) => ReturnType<typeof validate<S>>;

function isLoader<S extends core.$ZodType>(schema: S | (() => Promise<S>)): schema is () => Promise<S> {
  return typeof schema === "function";
}

const EMPTY = { errors: {}, submitted: false, pending: false, unreachable: false } as const;

export function formState<V extends object, S extends core.$ZodType>({ schema, initial, checked }: FormOptions<V, S>) {
  const store = formStore<FormSnapshot<V>>({ values: initial, ...EMPTY });
  const { update } = store;
  /** Set once fetched: every submit needs it, so from the first submit on, each change is checked with it. */
  let check: Check<S> | undefined;
  const load = loadOnce(async (): Promise<Check<S>> => {
    const [{ validate }, loaded] = await Promise.all([import("./validate.ts"), isLoader(schema) ? schema() : schema]);
    check = (values) => validate(loaded, values);
    return check;
  });
  const checkedValues = (values: V) => (checked ? checked(values) : values);
  // A submit between its click and its send (fetching the check): a second press sends nothing.
  let submitting = false;

  return {
    snapshot: store.snapshot,
    subscribe: store.subscribe,

    /** Fetches the check ahead of the first submit (useForm does on the form's first focus). */
    prepare(): void {
      void load().catch(() => undefined); // a submit tries again and says so
    },

    /** A field's new value; once the form was submitted, every message is brought up to date with it. */
    change<K extends keyof V>(field: K, value: V[K]): void {
      const values = { ...store.snapshot().values, [field]: value };
      if (!store.snapshot().submitted || !check) return update({ values });
      const result = check(checkedValues(values));
      update({ values, errors: result.ok ? {} : result.errors });
    },

    /** Messages the service sent back for fields, shown like the form's own, focus on the first. */
    showErrors(errors: FieldErrors, form: HTMLFormElement | null): void {
      update({ errors });
      focusFirstInvalid(form, errors);
    },

    /** Checks the values: shows every message and focuses the first invalid field, or sends them while pending. */
    async submit(form: HTMLFormElement | null, send: Send<V, S>): Promise<void> {
      if (submitting) return;
      submitting = true;
      try {
        let run: Check<S>;
        try {
          run = await load();
        } catch {
          return update({ unreachable: true });
        }
        const { values } = store.snapshot(); // as they are now: typing went on while the check was fetched
        const result = run(checkedValues(values));
        update({ submitted: true, unreachable: false, errors: result.ok ? {} : result.errors });
        if (!result.ok) return focusFirstInvalid(form, result.errors);
        update({ pending: true });
        try {
          await send(result.data, values);
        } finally {
          update({ pending: false });
        }
      } finally {
        submitting = false;
      }
    },

    reset(): void {
      update({ values: initial, ...EMPTY });
    },
  };
}

export type FormState<V extends object, S extends core.$ZodType> = ReturnType<typeof formState<V, S>>;

/** The fields of a form whose values are text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a TextField or PasswordField takes from the form for one text field. */
export interface BoundField<K extends string> {
  name: K;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

export interface UseForm<V extends object, S extends core.$ZodType> extends FormSnapshot<V> {
  /** For the <form> element: submit focuses its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  change: FormState<V, S>["change"];
  /** A text field's name, value, message and change handler: `<TextField label="Email" {...field("email")} />`. */
  field<K extends TextKey<V>>(name: K): BoundField<K>;
  /** The form's onSubmit: no page load, then submit(). */
  handleSubmit(send: Send<V, S>): (event: FormEvent<HTMLFormElement>) => void;
  showErrors(errors: FieldErrors): void;
  reset(): void;
}

export function useForm<V extends object, S extends core.$ZodType>(options: FormOptions<V, S>): UseForm<V, S> {
  const [state] = useState(() => formState(options));
  const bound = useFormStore(state);
  const { formRef } = bound;
  // The check is fetched as the person starts on the form, so the first submit finds it there.
  useEffect(() => {
    const form = formRef.current;
    form?.addEventListener("focusin", state.prepare, { once: true });
    return () => form?.removeEventListener("focusin", state.prepare);
  }, []);
  return {
    ...bound,
    change: state.change,
    field: (name) => ({
      name,
      value: bound.values[name] as string,
      error: bound.errors[name],
      onChange: (event) => state.change(name, event.target.value as V[typeof name]),
    }),
    handleSubmit: (send) => (event) => {
      event.preventDefault();
      void state.submit(formRef.current, send);
    },
    showErrors: (errors) => state.showErrors(errors, formRef.current),
    reset: state.reset,
  };
}
