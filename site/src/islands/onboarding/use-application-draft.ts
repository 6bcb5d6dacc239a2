// The application being filled in: the inputs of both sections, which messages show (a field's once it was left,
// a step's missing fields once Continue was pressed there), and saving each section as it changes.
import { useMemo, useRef, useState } from "react";
import {
  applicationErrors,
  type Application,
  type ApplicationPatch,
  type ApplicationStepId,
  type BusinessDraft,
  type PersonDraft,
} from "@bank/contracts";
import { saveApplication } from "../../lib/api/onboarding.ts";
import { ApiError } from "../../lib/api/request.ts";
import {
  businessDraftErrors,
  businessToSave,
  peopleDraftErrors,
  peopleToSave,
  toDraft,
  toFieldValues,
  type FieldValues,
  type PathErrors,
} from "./draft-values.ts";
import { createSectionSaver, type SaveStatus } from "./section-saver.ts";
import { stepOfPath } from "./steps.ts";

export interface DraftOptions {
  /** The service refused a change because the application is no longer editable (409). */
  onNotEditable(): void;
  /** The service refused a change because the account's address is not verified yet (403 emailNotVerified). */
  onEmailNotVerified(): void;
}

const NEW_PERSON: FieldValues = { isController: "false" };

export function useApplicationDraft(initial: Application, { onNotEditable, onEmailNotVerified }: DraftOptions) {
  const [application, setApplication] = useState(initial);
  const [business, setBusiness] = useState<FieldValues>(() => toFieldValues(initial.business));
  const [people, setPeople] = useState<FieldValues[]>(() => initial.people.map((person) => toFieldValues(person)));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [missingShown, setMissingShown] = useState<ReadonlySet<ApplicationStepId>>(new Set());
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [saveStatus, setSaveStatus] = useState<SaveStatus>("idle");
  const latest = useRef({ business, people });
  latest.current = { business, people };

  const [saver] = useState(() => {
    const created = createSectionSaver(
      async (patch) => {
        try {
          setApplication(await saveApplication(patch));
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) onNotEditable();
          if (error instanceof ApiError && error.emailNotVerified) onEmailNotVerified();
          if (error instanceof ApiError && error.status === 400) setServerErrors(error.fieldErrors);
          throw error;
        }
      },
      (status) => setSaveStatus(status),
    );
    created.reset({ business: initial.business, people: initial.people });
    return created;
  });

  // Each section is checked once per change of its own inputs (draft-values remembers them for the save on blur).
  const draftErrors = useMemo(
    () => ({ ...businessDraftErrors(business), ...peopleDraftErrors(people) }),
    [business, people],
  );
  /** What submitting still lacks, judged on what is typed (its valid part) and the documents stored. */
  const missing = useMemo(
    () =>
      applicationErrors({
        business: toDraft(business) as BusinessDraft,
        people: people.map(toDraft) as PersonDraft[],
        documents: application.documents,
      }),
    [business, people, application.documents],
  );

  function errorFor(path: string): string | undefined {
    const stepShown = missingShown.has(stepOfPath(path));
    if (!touched.has(path) && !stepShown) return undefined;
    return draftErrors[path] ?? serverErrors[path] ?? (stepShown ? missing[path] : undefined);
  }

  const forget = (path: string) =>
    setServerErrors((errors) => {
      if (!(path in errors)) return errors;
      const { [path]: _gone, ...rest } = errors;
      return rest;
    });

  function save(patch: { business?: FieldValues; people?: FieldValues[] }): Promise<void> {
    const sections: ApplicationPatch = {};
    if (patch.business) sections.business = businessToSave(patch.business);
    if (patch.people) {
      const savable = peopleToSave(patch.people);
      if (savable) sections.people = savable;
    }
    return saver.save(sections);
  }

  return {
    application,
    setApplication,
    business,
    people,
    saveStatus,
    missing,
    /** Draft messages that hold back a save: some inputs are not saved until corrected. */
    hasRefusedInputs: Object.keys(draftErrors).length > 0,
    errorFor,
    /** Messages not tied to one field: the people as a whole. */
    listError: errorFor("people"),

    changeBusiness(path: string, value: string, { saveNow = false } = {}): void {
      const next = { ...latest.current.business, [path]: value };
      latest.current.business = next;
      setBusiness(next);
      forget(`business.${path}`);
      if (saveNow) {
        setTouched((paths) => new Set(paths).add(`business.${path}`));
        void save({ business: next });
      }
    },

    changePerson(index: number, path: string, value: string, { saveNow = false } = {}): void {
      const next = latest.current.people.map((person, at) => (at === index ? { ...person, [path]: value } : person));
      latest.current.people = next;
      setPeople(next);
      forget(`people.${index}.${path}`);
      if (saveNow) {
        setTouched((paths) => new Set(paths).add(`people.${index}.${path}`).add("people"));
        void save({ people: next });
      }
    },

    addPerson(): void {
      const next = [...latest.current.people, NEW_PERSON];
      latest.current.people = next;
      setPeople(next);
    },

    /** Removes a person and saves the list at once: the service then drops IDs of people past the new end. */
    removePerson(index: number): void {
      const next = latest.current.people.filter((_person, at) => at !== index);
      latest.current.people = next;
      setPeople(next);
      // Later people moved up one place: their messages no longer match their paths.
      setTouched((paths) => new Set([...paths].filter((path) => !path.startsWith("people."))));
      setServerErrors({});
      void save({ people: next });
    },

    /** A field was left: show its message from now on and save its section. */
    leave(path: string): void {
      setTouched((paths) => new Set(paths).add(path).add(stepOfPath(path) === "owners" ? "people" : path));
      if (path.startsWith("people")) void save({ people: latest.current.people });
      else void save({ business: latest.current.business });
    },

    /** Whether Continue or Submit was pressed on the step, so its missing fields say so. */
    missingShownOn: (step: ApplicationStepId): boolean => missingShown.has(step),

    /** Continue or Submit pressed: every missing field of the step says so. */
    showMissing(...steps: ApplicationStepId[]): void {
      setMissingShown((shown) => new Set([...shown, ...steps]));
    },

    /** Messages the service sent for fields (a refused submit), shown where each field is. */
    showServerErrors(errors: PathErrors): void {
      setServerErrors(errors);
    },

    /** Waits for every save under way. */
    settled: () => saver.settled(),
  };
}

export type ApplicationDraft = ReturnType<typeof useApplicationDraft>;
