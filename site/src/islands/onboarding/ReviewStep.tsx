// Step 4: every section summarised with a way back to change it, what is still missing (each a link to its
// field), and Submit.
import {
  APPLICATION_STEPS,
  ENTITY_TYPE_LABELS,
  INDUSTRY_LABELS,
  MONTHLY_VOLUME_LABELS,
  DOCUMENT_KIND_LABELS,
  ONBOARDING_BUSINESS_TEXTS as B,
  ONBOARDING_FORM_TEXTS as T,
  ONBOARDING_PEOPLE_TEXTS as P,
  ONBOARDING_REVIEW_TEXTS as R,
  ONBOARDING_MESSAGES as M,
  US_STATES,
} from "@bank/contracts";
import { useState } from "react";
import { submitApplication } from "../../lib/api/onboarding.ts";
import { ApiError } from "../../lib/api/request.ts";
import { calendarDay, labelOf } from "../../lib/format/values.ts";
import MissingList from "./MissingList.tsx";
import { useStepNavigation } from "./step-navigation.ts";
import { STEP_IDS, personName, withWhose } from "./steps.ts";
import type { StepProps } from "./step-props.ts";

function Summary({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl className="details application-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value?.trim() ? value : <span className="application-summary__none">{R.notGiven}</span>}</dd>
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

interface SubmitState {
  pending: boolean;
  /** A refusal to show, in words. */
  failure: { message: string } | null;
}

const focusMissing = () => requestAnimationFrame(() => document.getElementById("application-missing-title")?.focus());

export default function ReviewStep({ draft, onSubmitted, onNotEditable, onEmailNotVerified }: StepProps) {
  const [submit, setSubmit] = useState<SubmitState>({ pending: false, failure: null });

  /** Checks what is typed first (each missing field named), then sends; each refusal said in words. */
  async function send() {
    await draft.settled();
    if (Object.keys(draft.missing).length > 0) {
      draft.showMissing(...STEP_IDS);
      focusMissing();
      return;
    }
    setSubmit({ pending: true, failure: null });
    try {
      const application = await submitApplication();
      // The tag's code is fetched only now: most visits to this step do not send the application.
      void import("../../lib/analytics/gtag.ts").then(({ trackConversion }) => trackConversion("kyc_completion"));
      onSubmitted(application);
    } catch (error) {
      const refused = error instanceof ApiError && error.kind === "refused" ? error : null;
      const failed = (message: string) => setSubmit({ pending: false, failure: { message } });
      // The page then says how to verify the address, with a new link to ask for.
      if (refused?.emailNotVerified) onEmailNotVerified();
      else if (refused?.status === 409) {
        failed(refused.serverMessage ?? M.applicationNotSubmittable);
        onNotEditable();
      } else if (refused?.status === 400) {
        draft.showServerErrors(refused.fieldErrors);
        draft.showMissing(...STEP_IDS);
        failed(refused.serverMessage ?? M.applicationIncomplete);
      } else failed(R.submitFailed);
    }
  }

  const go = useStepNavigation();
  const { business: b, people, application } = draft;
  const missing = withWhose(Object.entries(draft.missing), people);

  return (
    <div className="application-fields">
      <p className="application-step__intro">{R.intro}</p>
      {missing.length > 0 ? (
        <MissingList title={R.missingHeading} missing={missing} />
      ) : (
        <p className="application-complete">{R.complete}</p>
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
            [B.formationDate, calendarDay(b.formationDate)],
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
          {R.edit(B.heading)}
        </button>
      </section>

      <section aria-labelledby="review-people">
        <h3 id="review-people">{P.heading}</h3>
        {people.length === 0 && <p>{P.none}</p>}
        {people.map((person, index) => (
          <section key={index} aria-label={personName(person, index)}>
            <h4>{personName(person, index)}</h4>
            <Summary
              rows={[
                [P.title, person.title],
                [P.ownershipPercent, person.ownershipPercent],
                [P.isController, person.isController === "true" ? T.yes : T.no],
                [P.dateOfBirth, calendarDay(person.dateOfBirth)],
                [P.addressLegend, addressText(person)],
              ]}
            />
          </section>
        ))}
        <button type="button" className="button button--secondary" onClick={() => go("owners")}>
          {R.edit(P.heading)}
        </button>
      </section>

      <section aria-labelledby="review-documents">
        <h3 id="review-documents">{APPLICATION_STEPS[2].label}</h3>
        <ul>
          {application.documents.map((document) => (
            <li key={document.id}>
              {document.kind === "formation"
                ? DOCUMENT_KIND_LABELS.formation
                : `${DOCUMENT_KIND_LABELS.identity}, ${personName(people[document.personIndex ?? 0], document.personIndex ?? 0)}`}
              : {document.name}
            </li>
          ))}
        </ul>
        {application.documents.length === 0 && <p>{R.notGiven}</p>}
        <button type="button" className="button button--secondary" onClick={() => go("documents")}>
          {R.edit(APPLICATION_STEPS[2].label)}
        </button>
      </section>

      {submit.failure && (
        <div className="form-alert application-alert" role="alert">
          <p>{submit.failure.message}</p>
        </div>
      )}
      <div className="application-step__actions">
        <button type="button" className="button button--secondary" onClick={() => go("documents")}>
          {T.back}
        </button>
        <button type="button" className="button button--primary" disabled={submit.pending} onClick={() => void send()}>
          {submit.pending ? R.submitting : application.status === "needs_info" ? R.resubmit : R.submit}
        </button>
      </div>
    </div>
  );
}
