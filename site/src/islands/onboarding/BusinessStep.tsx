// Step 1: the business, as on its formation documents and IRS records.
import {
  ENTITY_TYPE_LABELS,
  INDUSTRY_LABELS,
  MONTHLY_VOLUME_LABELS,
  ONBOARDING_BUSINESS_TEXTS as T,
  US_STATES,
} from "@bank/contracts";
import AddressFields from "./AddressFields.tsx";
import ApplicationField, { type FieldBinding } from "./ApplicationField.tsx";
import YesNoField from "./YesNoField.tsx";
import type { StepProps } from "./step-props.ts";
import type { ApplicationDraft } from "./use-application-draft.ts";

export function bindBusiness(draft: ApplicationDraft, field: string): FieldBinding {
  const path = `business.${field}`;
  return {
    path,
    value: draft.business[field] ?? "",
    error: draft.errorFor(path),
    onChange: (value, options) => draft.changeBusiness(field, value, options),
    onLeave: () => draft.leave(path),
  };
}

export default function BusinessStep({ draft }: StepProps) {
  const bind = (field: string) => bindBusiness(draft, field);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="application-fields">
      <p className="application-step__intro">{T.intro}</p>
      <ApplicationField {...bind("legalName")} label={T.legalName} autoComplete="organization" />
      <ApplicationField {...bind("tradeName")} label={T.tradeName} optional />
      <ApplicationField {...bind("entityType")} label={T.entityType} control="select" options={ENTITY_TYPE_LABELS} />
      <ApplicationField {...bind("ein")} label={T.ein} hint={T.einHint} placeholder="12-3456789" />
      <div className="application-grid">
        <ApplicationField {...bind("formationState")} label={T.formationState} control="select" options={US_STATES} />
        <ApplicationField {...bind("formationDate")} label={T.formationDate} type="date" max={today} />
      </div>
      <AddressFields
        legend={T.addressLegend}
        hint={T.addressHint}
        bind={(field) => bind(`address.${field}`)}
        autoCompleteSection="business"
      />
      <ApplicationField {...bind("website")} label={T.website} hint={T.websiteHint} type="url" optional />
      <ApplicationField {...bind("industry")} label={T.industry} control="select" options={INDUSTRY_LABELS} />
      <ApplicationField {...bind("description")} label={T.description} hint={T.descriptionHint} control="textarea" />
      <ApplicationField
        {...bind("monthlyVolume")}
        label={T.monthlyVolume}
        control="select"
        options={MONTHLY_VOLUME_LABELS}
      />
      <YesNoField {...bind("cryptoUse.planned")} legend={T.cryptoLegend} />
      {draft.business["cryptoUse.planned"] === "true" && (
        <ApplicationField {...bind("cryptoUse.description")} label={T.cryptoDescription} control="textarea" />
      )}
    </div>
  );
}
