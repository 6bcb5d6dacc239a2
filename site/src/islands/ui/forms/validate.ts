// Runs a contracts schema over a form's values and gives field name to its first message (focus-first-invalid.ts then
// moves focus to the first of them).
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
