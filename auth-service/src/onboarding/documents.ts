// The documents of an application: an upload streamed through a type check (by its bytes), a size count and the
// cipher, stored only once the whole file passed (so a refused upload leaves nothing); read back and deleted.
import crypto from "node:crypto";
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  type ApplicationDocument,
  type DocumentContentType,
  type DocumentKind,
} from "@bank/contracts";
import type { AuthDeps } from "../auth/deps.ts";
import {
  countApplicationDocuments,
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
  | { kind: "person-required" }
  | { kind: "person-unknown" }
  | { kind: "too-large" }
  | { kind: "wrong-type" }
  | { kind: "empty" };

/** Why a document cannot go onto the application now, or null when it can. */
async function placementProblem(
  db: AuthDeps["db"],
  row: ApplicationRow,
  incoming: Pick<IncomingDocument, "kind" | "personIndex">,
): Promise<UploadOutcome | null> {
  if (!isEditable(row)) return { kind: "not-editable" };
  if (incoming.kind === "identity") {
    if (incoming.personIndex === undefined) return { kind: "person-required" };
    if (incoming.personIndex >= peopleOf(row).length) return { kind: "person-unknown" };
  }
  if ((await countApplicationDocuments(db, row.id)) >= MAX_DOCUMENTS) return { kind: "too-many" };
  return null;
}

type ReadOutcome = { kind: "read"; sealed: Buffer; size: number; contentType: DocumentContentType } | UploadOutcome;

/** Reads the whole file through the type check, the size count and the cipher; stops at the first refusal. */
async function readAndSeal(
  deps: AuthDeps,
  documentId: string,
  userId: string,
  incoming: IncomingDocument,
): Promise<ReadOutcome> {
  const sealer = createDocumentSealer(deps.documentKey, documentId, userId);
  let head = Buffer.alloc(0);
  let contentType: DocumentContentType | null = null;
  let size = 0;
  // Leaving the loop early (a refusal) destroys the file stream: the rest of the upload is discarded unread.
  for await (const chunk of incoming.bytes) {
    size += chunk.length;
    if (size > MAX_DOCUMENT_BYTES) return { kind: "too-large" };
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
 * Adds a document to the customer's application. Where it may go is checked before a byte is read and again,
 * under the application's lock, when it is stored (parallel uploads cannot pass MAX_DOCUMENTS together).
 */
export async function storeDocument(
  deps: AuthDeps,
  userId: string,
  incoming: IncomingDocument,
): Promise<UploadOutcome> {
  const row = await findOrCreateApplication(deps.db, { id: crypto.randomUUID(), userId, now: deps.now() });
  const early = await placementProblem(deps.db, row, incoming);
  if (early) return early;

  const documentId = crypto.randomUUID();
  const read = await readAndSeal(deps, documentId, userId, incoming);
  if (read.kind !== "read") return read;

  return inTransaction(deps.db, async (trx) => {
    const locked = (await lockUserApplication(trx, userId))!;
    const problem = await placementProblem(trx, locked, incoming);
    if (problem) return problem;
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
  deps: AuthDeps,
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
  deps: AuthDeps,
  userId: string,
  documentId: string,
): Promise<OpenedDocument | undefined> {
  const application = await findUserApplication(deps.db, userId);
  return application ? openApplicationDocument(deps, application.id, documentId) : undefined;
}

/** Removes one of the customer's documents while the application is editable. */
export async function deleteCustomerDocument(
  deps: AuthDeps,
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
