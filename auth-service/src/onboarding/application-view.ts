// How a stored application and its documents read in the API (applicationSchema): ISO times, parsed sections.
import {
  EDITABLE_STATUSES,
  type Application,
  type ApplicationDocument,
  type ApplicationStatus,
  type BusinessDraft,
  type DocumentContentType,
  type DocumentKind,
  type PersonDraft,
} from "@bank/contracts";
import type { DocumentInfoRow } from "../db/application-documents-store.ts";
import type { ApplicationRow } from "../db/applications-store.ts";
import { documentName } from "./document-name.ts";

const iso = (time: number) => new Date(time).toISOString();
const isoOrNull = (time: number | null) => (time === null ? null : iso(time));

export function toApplicationDocument(row: DocumentInfoRow): ApplicationDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    personIndex: row.person_index,
    // Cleaned when shown as when stored, so a row kept before names were cleaned reads as a new one would.
    name: documentName(row.name, row.content_type as DocumentContentType),
    size: row.size,
    contentType: row.content_type as DocumentContentType,
    uploadedAt: iso(row.created_at),
  };
}

export function businessOf(row: Pick<ApplicationRow, "business">): BusinessDraft {
  return JSON.parse(row.business) as BusinessDraft;
}

export function peopleOf(row: Pick<ApplicationRow, "people">): PersonDraft[] {
  return JSON.parse(row.people) as PersonDraft[];
}

export function toApplication(row: ApplicationRow, documents: readonly DocumentInfoRow[]): Application {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    business: businessOf(row),
    people: peopleOf(row),
    documents: documents.map(toApplicationDocument),
    note: row.note,
    submittedAt: isoOrNull(row.submitted_at),
    decisionDueAt: isoOrNull(row.decision_due_at),
    decidedAt: isoOrNull(row.decided_at),
    updatedAt: iso(row.updated_at),
  };
}

/** True in the states where the customer may change fields and documents (draft, needs_info). */
export function isEditable(row: Pick<ApplicationRow, "status">): boolean {
  return EDITABLE_STATUSES.includes(row.status as ApplicationStatus);
}
