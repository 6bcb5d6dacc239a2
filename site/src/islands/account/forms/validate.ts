// Runs a contracts schema over a form's values and gives field name to its first message.
import "../../../lib/api/zod-in-browser.ts";
import { fieldErrors } from "@bank/contracts";
import { safeParse, type core } from "zod/mini";

export type FieldErrors = Readonly<Record<string, string>>;

export function validate<S extends core.$ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: core.output<S> } | { ok: false; errors: FieldErrors } {
  const result = safeParse(schema, values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Moves focus to the first field with a message, in the form's own order. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  const names = Object.keys(errors);
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute("name") ?? ""),
  );
  first?.focus();
}

/**
 * A submit's check: shows every field's message (or clears them) and, when there are any, focuses the first
 * invalid field and gives null; otherwise the parsed values.
 */
export function checkForm<S extends core.$ZodType>(
  schema: S,
  values: unknown,
  form: HTMLFormElement | null,
  setErrors: (errors: FieldErrors) => void,
): core.output<S> | null {
  const result = validate(schema, values);
  setErrors(result.ok ? {} : result.errors);
  if (!result.ok) {
    focusFirstInvalid(form, result.errors);
    return null;
  }
  return result.data;
}
