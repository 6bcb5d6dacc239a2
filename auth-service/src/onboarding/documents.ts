// The documents of an application: an upload streamed through a type check (by its bytes), a size count and the
// cipher, stored only once the whole file passed (so a refused upload leaves nothing); read back and deleted.
import crypto from "node:crypto";
import {
  MAX_APPLICATION_DOCUMENT_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_APPLICATION,
  type ApplicationDocument,
  type DocumentContentType,
  type DocumentKind,
} from "@bank/contracts";
import type { ServiceDeps } from "../core/deps.ts";
import {
  applicationDocumentTotals,
  deleteApplicationDocument,
  findApplicationDocument,
  findApplicationDocumentInfo,
  insertApplicationDocument,
} from "../db/application-documents-store.ts";
import {
  findOrCreateApplication,
  findUserApplication,
  lockUserApplication,
  type ApplicationRow,
} from "../db/applications-store.ts";
import { inTransaction } from "../db/database.ts";
import { isEditable, peopleOf, toApplicationDocument } from "./application-view.ts";
import { documentName } from "./document-name.ts";
import { createDocumentSealer, openDocument } from "./document-seal.ts";
import { SNIFF_BYTES, sniffContentType } from "./file-type.ts";

export interface IncomingDocument {
  kind: DocumentKind;
  /** Whose ID: required for identity documents, ignored for the formation document. */
  personIndex: number | undefined;
  /** The name the browser gave the file (cleaned, with the extension of its type, before it is kept). */
  fileName: string;
  bytes: AsyncIterable<Buffer>;
  /** True when the parser cut the file at its size limit. */
  truncated(): boolean;
}

export type UploadOutcome =
  | { kind: "stored"; document: ApplicationDocument }
  | { kind: "not-editable" }
  | { kind: "too-many" }
  | { kind: "application-full" }
  | { kind: "person-required" }
  | { kind: "person-unknown" }
  | { kind: "too-large" }
  | { kind: "wrong-type" }
  | { kind: "empty" };

type Placement = { kind: "room"; bytesLeft: number } | UploadOutcome;

/**
 * Whether a document of `size` bytes (unknown yet: 0) can go onto the application now: not when it is not
 * editable, the person is missing or unknown, the application holds MAX_DOCUMENTS_PER_APPLICATION documents
 * already, or the documents together would pass MAX_APPLICATION_DOCUMENT_BYTES. Else the room left, in bytes.
 */
async function placement(
  db: ServiceDeps["db"],
  row: ApplicationRow,
  incoming: Pick<IncomingDocument, "kind" | "personIndex">,
  size: number,
): Promise<Placement> {
  if (!isEditable(row)) return { kind: "not-editable" };
  if (incoming.kind === "identity") {
    if (incoming.personIndex === undefined) return { kind: "person-required" };
    if (incoming.personIndex >= peopleOf(row).length) return { kind: "person-unknown" };
  }
  const totals = await applicationDocumentTotals(db, row.id);
  if (totals.count >= MAX_DOCUMENTS_PER_APPLICATION) return { kind: "too-many" };
  const bytesLeft = MAX_APPLICATION_DOCUMENT_BYTES - totals.bytes;
  if (size > bytesLeft || bytesLeft <= 0) return { kind: "application-full" };
  return { kind: "room", bytesLeft };
}

type ReadOutcome = { kind: "read"; sealed: Buffer; size: number; contentType: DocumentContentType } | UploadOutcome;

/**
 * Reads the whole file through the type check, the size count and the cipher; stops at the first refusal: past
 * MAX_DOCUMENT_BYTES, or past `bytesLeft` (the room the application had when the upload began).
 */
async function readAndSeal(
  deps: ServiceDeps,
  documentId: string,
  userId: string,
  incoming: IncomingDocument,
  bytesLeft: number,
): Promise<ReadOutcome> {
  const sealer = createDocumentSealer(deps.documentKey, documentId, userId);
  let head = Buffer.alloc(0);
  let contentType: DocumentContentType | null = null;
  let size = 0;
  // Leaving the loop early (a refusal) destroys the file stream: the rest of the upload is discarded unread.
  for await (const chunk of incoming.bytes) {
    size += chunk.length;
    if (size > MAX_DOCUMENT_BYTES) return { kind: "too-large" };
    if (size > bytesLeft) return { kind: "application-full" };
    if (contentType === null && head.length < SNIFF_BYTES) {
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length >= SNIFF_BYTES) {
        contentType = sniffContentType(head);
        if (contentType === null) return { kind: "wrong-type" };
      }
    }
    sealer.add(chunk);
  }
  if (incoming.truncated()) return { kind: "too-large" };
  if (size === 0) return { kind: "empty" };
  contentType ??= sniffContentType(head);
  if (contentType === null) return { kind: "wrong-type" };
  return { kind: "read", sealed: sealer.finish(), size, contentType };
}

/**
 * Adds a document to the customer's application. Where it may go is checked before a byte is read and again when
 * it is stored, in the transaction that inserts it, after locking the application's row (SELECT ... FOR UPDATE on
 * PostgreSQL; SQLite's BEGIN IMMEDIATE serialises writers): every upload to one application, on any instance,
 * counts and inserts in turn, so parallel uploads cannot pass MAX_DOCUMENTS_PER_APPLICATION or
 * MAX_APPLICATION_DOCUMENT_BYTES together, and a refused one leaves no row.
 */
export async function storeDocument(
  deps: ServiceDeps,
  userId: string,
  incoming: IncomingDocument,
): Promise<UploadOutcome> {
  const row = await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId, now: deps.now() });
  const early = await placement(deps.db, row, incoming, 0);
  if (early.kind !== "room") return early;

  const documentId = crypto.randomUUID();
  const read = await readAndSeal(deps, documentId, userId, incoming, early.bytesLeft);
  if (read.kind !== "read") return read;

  return inTransaction(deps.db, async (trx) => {
    const locked = (await lockUserApplication(trx, userId))!;
    const problem = await placement(trx, locked, incoming, read.size);
    if (problem.kind !== "room") return problem;
    const document = {
      id: documentId,
      application_id: locked.id,
      user_id: userId,
      kind: incoming.kind,
      person_index: incoming.kind === "identity" ? incoming.personIndex! : null,
      name: documentName(incoming.fileName, read.contentType),
      size: read.size,
      content_type: read.contentType,
      sealed: read.sealed,
      created_at: deps.now(),
    };
    await insertApplicationDocument(trx, document);
    return { kind: "stored" as const, document: toApplicationDocument(document) };
  });
}

export interface OpenedDocument {
  name: string;
  contentType: DocumentContentType;
  bytes: Buffer;
}

/** A document of the application `applicationId`, decrypted; undefined when it has no such document. */
export async function openApplicationDocument(
  deps: ServiceDeps,
  applicationId: string,
  documentId: string,
): Promise<OpenedDocument | undefined> {
  const row = await findApplicationDocument(deps.db, applicationId, documentId);
  if (!row) return undefined;
  const contentType = row.content_type as DocumentContentType;
  return {
    // Cleaned again: a row stored before names were cleaned is served by the same rule.
    name: documentName(row.name, contentType),
    contentType,
    bytes: openDocument(deps.documentKey, row.sealed, row.id, row.user_id),
  };
}

/** One of the customer's own documents; undefined for anyone else's (the same answer as for no document). */
export async function openCustomerDocument(
  deps: ServiceDeps,
  userId: string,
  documentId: string,
): Promise<OpenedDocument | undefined> {
  const application = await findUserApplication(deps.db, userId);
  return application ? openApplicationDocument(deps, application.id, documentId) : undefined;
}

/** Removes one of the customer's documents while the application is editable. */
export async function deleteCustomerDocument(
  deps: ServiceDeps,
  userId: string,
  documentId: string,
): Promise<"deleted" | "not-found" | "not-editable"> {
  return inTransaction(deps.db, async (trx) => {
    const row = await lockUserApplication(trx, userId);
    if (!row || !(await findApplicationDocumentInfo(trx, row.id, documentId))) return "not-found";
    if (!isEditable(row)) return "not-editable";
    await deleteApplicationDocument(trx, row.id, documentId);
    return "deleted";
  });
}
