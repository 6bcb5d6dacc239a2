// The business as the customer described it, every field with its label; a field a draft lacks says "Not given".
import { ADMIN_CONSOLE_TEXTS, ADMIN_APPLICATION_DETAIL_TEXTS, type BusinessDraft } from "@bank/contracts";
import { calendarDay } from "../../../lib/format/values.ts";
import { addressText, entityTypeLabel, industryLabel, monthlyVolumeLabel, stateLabel } from "./application-format.ts";
import FactList from "./FactList.tsx";

const T = { ...ADMIN_CONSOLE_TEXTS, ...ADMIN_APPLICATION_DETAIL_TEXTS };

function cryptoText(use: BusinessDraft["cryptoUse"]): string | undefined {
  if (use?.planned === undefined) return undefined;
  if (!use.planned) return T.no;
  return use.description ? T.cryptoPlanned(use.description) : T.yes;
}

export default function BusinessFacts({ business }: { business: BusinessDraft }) {
  return (
    <FactList
      facts={[
        [T.legalName, business.legalName],
        [T.tradeName, business.tradeName],
        [T.entityType, entityTypeLabel(business.entityType)],
        [T.ein, business.ein],
        [T.formationState, stateLabel(business.formationState)],
        [T.formationDate, calendarDay(business.formationDate)],
        [T.businessAddress, addressText(business.address)],
        // The customer's words, never a link: a reviewer opens an applicant's site deliberately, not by a click here.
        [T.website, business.website],
        [T.industry, industryLabel(business.industry)],
        [T.description, business.description && <span className="application-prose">{business.description}</span>],
        [T.monthlyVolume, monthlyVolumeLabel(business.monthlyVolume)],
        [T.cryptoUse, cryptoText(business.cryptoUse)],
      ]}
    />
  );
}
