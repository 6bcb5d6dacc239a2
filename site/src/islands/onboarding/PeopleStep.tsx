// Step 2: each owner of 25% or more and the one person who controls the business (at most MAX_PEOPLE), added
// and removed here; each person's fields are saved with the whole list.
import { MAX_PEOPLE, ONBOARDING_PEOPLE_TEXTS as T } from "@bank/contracts";
import AddressFields from "./AddressFields.tsx";
import ApplicationField, { type FieldBinding } from "./ApplicationField.tsx";
import { fieldId, personName } from "./steps.ts";
import type { StepProps } from "./step-props.ts";
import type { ApplicationDraft } from "./use-application-draft.ts";

function PersonFields({ draft, index }: { draft: ApplicationDraft; index: number }) {
  const person = draft.people[index] ?? {};
  const bind = (field: string): FieldBinding => {
    const path = `people.${index}.${field}`;
    return {
      path,
      value: person[field] ?? "",
      error: draft.errorFor(path),
      onChange: (value, options) => draft.changePerson(index, field, value, options),
      onLeave: () => draft.leave(path),
    };
  };
  const controller = bind("isController");
  const controllerId = fieldId(controller.path);
  const name = personName(person, index);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <fieldset className="application-person">
      <legend>{T.personHeading(index)}</legend>
      <div className="application-grid">
        <ApplicationField {...bind("firstName")} label={T.firstName} />
        <ApplicationField {...bind("lastName")} label={T.lastName} />
      </div>
      <ApplicationField {...bind("title")} label={T.title} />
      <ApplicationField
        {...bind("ownershipPercent")}
        label={T.ownershipPercent}
        hint={T.ownershipHint}
        type="number"
        inputMode="decimal"
      />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            id={controllerId}
            name={controller.path}
            checked={controller.value === "true"}
            aria-invalid={controller.error ? true : undefined}
            aria-describedby={controller.error ? `${controllerId}-error` : undefined}
            onChange={(event) => controller.onChange(String(event.target.checked), { saveNow: true })}
          />
          <span>{T.isController}</span>
        </label>
        {controller.error && (
          <p id={`${controllerId}-error`} className="field__error">
            {controller.error}
          </p>
        )}
      </div>
      <ApplicationField {...bind("dateOfBirth")} label={T.dateOfBirth} type="date" max={today} autoComplete="off" />
      <AddressFields
        legend={T.addressLegend}
        bind={(field) => bind(`address.${field}`)}
        autoCompleteSection={`person-${index + 1}`}
      />
      <div className="application-person__remove">
        <button type="button" className="button button--secondary" onClick={() => draft.removePerson(index)}>
          {T.remove(name)}
        </button>
        <p className="application-field__hint">{T.removeWarning}</p>
      </div>
    </fieldset>
  );
}

export default function PeopleStep({ draft }: StepProps) {
  const full = draft.people.length >= MAX_PEOPLE;
  return (
    <div className="application-fields">
      <p className="application-step__intro">{T.intro}</p>
      <div id={fieldId("people")} tabIndex={-1} className="application-people__status">
        {draft.listError && <p className="field__error">{draft.listError}</p>}
        {draft.people.length === 0 && <p>{T.none}</p>}
      </div>
      {draft.people.map((_person, index) => (
        <PersonFields key={index} draft={draft} index={index} />
      ))}
      {full ? (
        <p>{T.limitReached(MAX_PEOPLE)}</p>
      ) : (
        <div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const added = draft.people.length;
              draft.addPerson();
              requestAnimationFrame(() => document.getElementById(fieldId(`people.${added}.firstName`))?.focus());
            }}
          >
            {T.add}
          </button>
        </div>
      )}
    </div>
  );
}
