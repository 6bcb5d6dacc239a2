// How an application's values read in the console (times: ../when.ts): addresses on one line, file types
// in words, and the contracts' labels for coded choices (lib/format/values.ts reads dates, sizes and codes for the
// customer's pages too).
import {
  ADMIN_APPLICATIONS_TEXTS as T,
  ENTITY_TYPE_LABELS,
  INDUSTRY_LABELS,
  MONTHLY_VOLUME_LABELS,
  US_STATES,
  type Address,
  type DocumentContentType,
} from "@bank/contracts";
import { labelOf } from "../../../lib/format/values.ts";

export const entityTypeLabel = (code: string | undefined) => labelOf(ENTITY_TYPE_LABELS, code);
export const industryLabel = (code: string | undefined) => labelOf(INDUSTRY_LABELS, code);
export const monthlyVolumeLabel = (code: string | undefined) => labelOf(MONTHLY_VOLUME_LABELS, code);
export const stateLabel = (code: string | undefined) => labelOf(US_STATES, code);

/** "1 Main St, Suite 2, Springfield, Illinois 62701", from whatever parts a draft holds; undefined when none. */
export function addressText(address: Partial<Address> | undefined): string | undefined {
  if (!address) return undefined;
  const stateAndZip = [stateLabel(address.state), address.zip].filter(Boolean).join(" ");
  const parts = [address.line1, address.line2, address.city, stateAndZip].filter((part) => part);
  return parts.length ? parts.join(", ") : undefined;
}

/** "Ada Lovelace", or the console's words for a person whose name is not given yet. */
export function personName(person: { firstName?: string | undefined; lastName?: string | undefined }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || T.unnamedPerson;
}

const TYPE_NAMES: Record<DocumentContentType, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
};

export const contentTypeName = (type: DocumentContentType): string => TYPE_NAMES[type];
