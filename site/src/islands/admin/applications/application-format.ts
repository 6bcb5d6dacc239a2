// How an application's values read in the console: times in the reviewer's zone, calendar dates as written (no
// zone shift), addresses on one line, file sizes and types in words, and the contracts' labels for coded choices.
import {
  ADMIN_TEXTS as T,
  ENTITY_TYPE_LABELS,
  INDUSTRY_LABELS,
  MONTHLY_VOLUME_LABELS,
  US_STATES,
  type Address,
  type DocumentContentType,
} from "@bank/contracts";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const CALENDAR_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** An ISO time in the reviewer's own zone. */
export const when = (iso: string): string => WHEN.format(new Date(iso));

/** A YYYY-MM-DD date (of birth, of formation) as that same day, wherever the reviewer is. */
export function calendarDay(date: string | undefined): string | undefined {
  if (!date) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : CALENDAR_DAY.format(parsed);
}

/** A coded choice by its label, or undefined when it is not given; an unknown code is shown as it came. */
function labelOf<L extends Record<string, string>>(labels: L, code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  return Object.hasOwn(labels, code) ? labels[code] : code;
}

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

/** 1536 -> "1.5 KB", 10485760 -> "10 MB" (1 KB = 1024 bytes, as file managers count). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  return `${Number(value.toFixed(1))} ${unit}`;
}

const TYPE_NAMES: Record<DocumentContentType, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
};

export const contentTypeName = (type: DocumentContentType): string => TYPE_NAMES[type];
