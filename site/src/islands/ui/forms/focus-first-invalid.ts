// Focus to the first field with a message, apart from validate.ts (which runs a zod schema), so the money forms, whose
// checks are written by hand, load no schema code with it.
import type { FieldErrors } from "./validate.ts";

/** Moves focus to the first field with a message, in the form's own order. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  const names = Object.keys(errors);
  const first = Array.from(form?.elements ?? []).find((element) => names.includes(element.getAttribute("name") ?? ""));
  (first as HTMLElement | undefined)?.focus(); // every control of a form is an HTML element
}
