// The application's steps: which one the address names (?step=), where each field's message belongs, and the
// element a message links to (the field's control, by id).
import { APPLICATION_STEPS, ONBOARDING_FORM_TEXTS, type ApplicationStepId } from "@bank/contracts";
import type { PathErrors } from "./draft-values.ts";

export const STEP_IDS: readonly ApplicationStepId[] = APPLICATION_STEPS.map((step) => step.id);
export const FIRST_STEP: ApplicationStepId = "business";
export const STEP_PARAMETER = "step";

export function isStepId(value: string | null | undefined): value is ApplicationStepId {
  return STEP_IDS.includes(value as ApplicationStepId);
}

/** The step the address names, or null when it names none (or one that does not exist). */
export function stepOfSearch(search: string): ApplicationStepId | null {
  const step = new URLSearchParams(search).get(STEP_PARAMETER);
  return isStepId(step) ? step : null;
}

/** The address of a step, keeping the rest of the query. */
export function stepHref(step: ApplicationStepId, search = ""): string {
  const query = new URLSearchParams(search);
  query.set(STEP_PARAMETER, step);
  return `?${query.toString()}`;
}

export function nextStep(step: ApplicationStepId): ApplicationStepId | null {
  return STEP_IDS[STEP_IDS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: ApplicationStepId): ApplicationStepId | null {
  return STEP_IDS[STEP_IDS.indexOf(step) - 1] ?? null;
}

/** The step that holds a field: "business.ein" -> business, "people.1.title" -> owners, "documents.formation". */
export function stepOfPath(path: string): ApplicationStepId {
  const section = path.split(".")[0];
  if (section === "people") return "owners";
  if (section === "documents") return "documents";
  return "business";
}

/** The messages of one step, in the order given. */
export function errorsOfStep(errors: PathErrors, step: ApplicationStepId): [path: string, message: string][] {
  return Object.entries(errors).filter(([path]) => stepOfPath(path) === step);
}

/** The id of a field's control: "business.address.zip" -> "field-business-address-zip"; "people" -> the list. */
export function fieldId(path: string): string {
  return `field-${path.replaceAll(".", "-")}`;
}

/** A person's name as typed, or "Person 2" until it is. */
export function personName(person: Readonly<Record<string, string>> | undefined, index: number): string {
  const name = `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim();
  return name || ONBOARDING_FORM_TEXTS.unnamedPerson(index);
}

/** Messages of one person's fields or ID say whose: "Ada Lovelace: Enter the person's date of birth." */
export function withWhose(
  entries: readonly [string, string][],
  people: readonly Readonly<Record<string, string>>[],
): [string, string][] {
  return entries.map(([path, message]) => {
    const index = /^(?:people|documents\.identity)\.(\d+)/.exec(path)?.[1];
    return index === undefined
      ? [path, message]
      : [path, `${personName(people[Number(index)], Number(index))}: ${message}`];
  });
}
