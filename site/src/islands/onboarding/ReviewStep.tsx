// Step 4: every section summarised with a way back to change it, what is still missing (each a link to its
// field), and Submit.
import {
  ENTITY_TYPE_LABELS,
  INDUSTRY_LABELS,
  MONTHLY_VOLUME_LABELS,
  ONBOARDING_FORM_TEXTS as T,
  US_STATES,
} from "@bank/contracts";
import { $sessionUser } from "../../stores/session-user.ts";
import { useQuery } from "../hooks/use-query.ts";
import ResendButton from "../account/forms/ResendButton.tsx";
import MissingList from "./MissingList.tsx";
import { useStepNavigation } from "./step-navigation.ts";
import { personName, withWhose } from "./steps.ts";
import type { StepProps } from "./step-props.ts";

const labelOf = (labels: Readonly<Record<string, string>>, value: string | undefined) =>
  value ? (labels[value] ?? value) : undefined;

function Summary({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl className="details application-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value?.trim() ? value : <span className="application-summary__none">{T.review.notGiven}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function addressText(values: Readonly<Record<string, string>>): string {
  return [
    values["address.line1"],
    values["address.line2"],
    values["address.city"],
    labelOf(US_STATES, values["address.state"]),
    values["address.zip"],
  ]
    .filter((part) => part?.trim())
    .join(", ");
}

export default function ReviewStep({ draft, submit, onSubmit }: StepProps) {
  const go = useStepNavigation();
  const user = useQuery($sessionUser).data?.user;
  const { business: b, people, application } = draft;
  const missing = withWhose(Object.entries(draft.missing), people);
  const B = T.business;

  return (
    <div className="application-fields">
      {missing.length > 0 ? (
        <MissingList title={T.review.missingHeading} missing={missing} />
      ) : (
        <p className="application-complete">{T.review.complete}</p>
      )}

      <section aria-labelledby="review-business">
        <h3 id="review-business">{B.heading}</h3>
        <Summary
          rows={[
            [B.legalName, b.legalName],
            [B.tradeName, b.tradeName],
            [B.entityType, labelOf(ENTITY_TYPE_LABELS, b.entityType)],
            [B.ein, b.ein],
            [B.formationState, labelOf(US_STATES, b.formationState)],
            [B.formationDate, b.formationDate],
            [B.addressLegend, addressText(b)],
            [B.website, b.website],
            [B.industry, labelOf(INDUSTRY_LABELS, b.industry)],
            [B.description, b.description],
            [B.monthlyVolume, labelOf(MONTHLY_VOLUME_LABELS, b.monthlyVolume)],
            [B.cryptoLegend, labelOf({ true: T.yes, false: T.no }, b["cryptoUse.planned"])],
            ...(b["cryptoUse.planned"] === "true"
              ? [[B.cryptoDescription, b["cryptoUse.description"]] as [string, string | undefined]]
              : []),
          ]}
        />
        <button type="button" className="button button--secondary" onClick={() => go("business")}>
          {T.review.edit(B.heading)}
        </button>
      </section>

      <section aria-labelledby="review-people">
        <h3 id="review-people">{T.people.heading}</h3>
        {people.length === 0 && <p>{T.people.none}</p>}
        {people.map((person, index) => (
          <section key={index} aria-label={personName(person, index)}>
            <h4>{personName(person, index)}</h4>
            <Summary
              rows={[
                [T.people.title, person.title],
                [T.people.ownershipPercent, person.ownershipPercent],
                [T.people.isController, person.isController === "true" ? T.yes : T.no],
                [T.people.dateOfBirth, person.dateOfBirth],
                [T.people.addressLegend, addressText(person)],
              ]}
            />
          </section>
        ))}
        <button type="button" className="button button--secondary" onClick={() => go("owners")}>
          {T.review.edit(T.people.heading)}
        </button>
      </section>

      <section aria-labelledby="review-documents">
        <h3 id="review-documents">{T.documents.heading}</h3>
        <ul>
          {application.documents.map((document) => (
            <li key={document.id}>
              {document.kind === "formation"
                ? T.documents.formationHeading
                : T.documents.identityHeading(personName(people[document.personIndex ?? 0], document.personIndex ?? 0))}
              : {document.name}
            </li>
          ))}
        </ul>
        {application.documents.length === 0 && <p>{T.documents.none}</p>}
        <button type="button" className="button button--secondary" onClick={() => go("documents")}>
          {T.review.edit(T.documents.heading)}
        </button>
      </section>

      {user && !user.emailVerified && (
        <div className="application-notice" role="note">
          <p>{T.review.unverifiedEmail}</p>
          <ResendButton />
        </div>
      )}
      {submit.failure && (
        <div className="form-alert application-alert" role="alert">
          <p>{submit.failure.message}</p>
          {submit.failure.verifyEmail && <ResendButton />}
        </div>
      )}
      <div className="application-step__actions">
        <button type="button" className="button button--secondary" onClick={() => go("documents")}>
          {T.back}
        </button>
        <button type="button" className="button button--primary" disabled={submit.pending} onClick={onSubmit}>
          {submit.pending
            ? T.review.submitting
            : application.status === "needs_info"
              ? T.review.resubmit
              : T.review.submit}
        </button>
      </div>
    </div>
  );
}
