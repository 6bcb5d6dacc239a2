// The application's sections as the form holds them (text by field path, as inputs give it) and as the service
// stores them (draft objects): the conversions both ways, the draft schemas' messages by full field path
// ("business.address.zip", "people.1.dateOfBirth", "people" for the list), and the part of a section fit to save,
// as the merge patch PATCH takes (null removes a field).
import {
  businessDraftSchema,
  peopleDraftSchema,
  type ApplicationPatch,
  type PersonDraft,
} from "@bank/contracts";
import { validate } from "../ui/forms/validate.ts";

/** One section's (or one person's) inputs: field path within it ("address.zip") to the text of its control. */
export type FieldValues = Readonly<Record<string, string>>;
/** Full field path to its message. */
export type PathErrors = Readonly<Record<string, string>>;

/** Fields that are not text: their controls give "true"/"false" or digits. */
const NUMBER_FIELDS = new Set(["ownershipPercent"]);
const BOOLEAN_FIELDS = new Set(["isController", "cryptoUse.planned"]);

/** Flattens a stored draft into its inputs' text: `{address:{zip:"1"}}` -> `{"address.zip":"1"}`. */
export function toFieldValues(draft: object | undefined, prefix = ""): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value === undefined || value === null) continue;
    if (typeof value === "object") Object.assign(values, toFieldValues(value as object, path));
    else values[path] = String(value);
  }
  return values;
}

function typed(path: string, text: string): unknown {
  if (BOOLEAN_FIELDS.has(path)) return text === "true" ? true : text === "false" ? false : text;
  if (NUMBER_FIELDS.has(path)) {
    const number = Number(text.trim());
    return Number.isFinite(number) ? number : text; // left as text, the schema says what is wrong with it
  }
  return text;
}

/** Sets `value` at a dotted path of `target`, making the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** The draft object of a section's inputs; empty inputs are left out (the service keeps only fields given). */
export function toDraft(values: FieldValues): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(values)) {
    if (text.trim() !== "") setPath(draft, path, typed(path, text));
  }
  return draft;
}

/** Prefixes each message's path with its section ("business."), and names the section itself for a root message. */
function underSection(section: string, errors: Readonly<Record<string, string>>): PathErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path === "body" ? section : `${section}.${path}`, message]),
  );
}

/**
 * Remembers a section's messages by the inputs object they were computed from (inputs are never changed in place,
 * only replaced): a keystroke in one section checks that section once, and saving it on blur checks nothing again.
 */
function rememberedBy<K extends object>(check: (inputs: K) => PathErrors): (inputs: K) => PathErrors {
  const known = new WeakMap<K, PathErrors>();
  return (inputs) => {
    let errors = known.get(inputs);
    if (!errors) known.set(inputs, (errors = check(inputs)));
    return errors;
  };
}

/** What the draft schema says of the business's inputs, by full path ("business.ein"). */
export const businessDraftErrors = rememberedBy((values: FieldValues): PathErrors => {
  const result = validate(businessDraftSchema, toDraft(values));
  return result.ok ? {} : underSection("business", result.errors);
});

/** What the draft schema says of the people's inputs: "people.1.dateOfBirth", or "people" for the list. */
export const peopleDraftErrors = rememberedBy((people: readonly FieldValues[]): PathErrors => {
  const result = validate(peopleDraftSchema, people.map(toDraft));
  return result.ok ? {} : underSection("people", result.errors);
});

/** The inputs without those the schema refused, so the rest can be saved: `prefix` is "business" or "people.1". */
function withoutRefused(values: FieldValues, errors: PathErrors, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([path]) => !(`${prefix}.${path}` in errors)));
}

/** The business as PATCH takes it: a JSON Merge Patch, where a field left out stays and null removes one. */
export type BusinessPatch = NonNullable<ApplicationPatch["business"]>;

/**
 * The business to save, as a merge patch of every input the form holds: a valid one with its value, a cleared one
 * as null (left out, the service would keep what was there), and a refused one left out, so the service keeps its
 * last valid value until it is corrected.
 */
export function businessToSave(values: FieldValues): BusinessPatch {
  const patch: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(withoutRefused(values, businessDraftErrors(values), "business"))) {
    setPath(patch, path, text.trim() === "" ? null : typed(path, text));
  }
  return patch as BusinessPatch;
}

/**
 * The people to save, each with its valid inputs; undefined while the list as a whole is refused (more than five
 * people, ownership over 100%), which no single field's removal would settle.
 */
export function peopleToSave(people: readonly FieldValues[]): PersonDraft[] | undefined {
  const errors = peopleDraftErrors(people);
  const kept = people.map((person, index) => withoutRefused(person, errors, `people.${index}`));
  return "people" in peopleDraftErrors(kept) ? undefined : (kept.map(toDraft) as PersonDraft[]);
}
