// Runs a contracts schema over a form's values and gives field name to its first message.
import { fieldErrors } from "@bank/contracts";
import type { z } from "zod";

export type FieldErrors = Readonly<Record<string, string>>;

export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Moves focus to the first field with a message, in the form's own order. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  const names = Object.keys(errors);
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement => element instanceof HTMLElement && names.includes(element.getAttribute("name") ?? ""),
  );
  first?.focus();
}
