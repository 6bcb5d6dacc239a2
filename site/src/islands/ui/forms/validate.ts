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
  const first = Array.from(form?.elements ?? []).find((element) => names.includes(element.getAttribute("name") ?? ""));
  (first as HTMLElement | undefined)?.focus(); // every control of a form is an HTML element
}
