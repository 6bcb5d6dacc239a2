// Documents at rest: AES-256-GCM under the documents key, bound to the document's id and its owner (the
// additional data), so a sealed file copied onto another row, or read without the key, does not open.
import crypto from "node:crypto";

/** What deriveKey is given with the service key to make the documents key. */
export const DOCUMENT_KEY_PURPOSE = "onboarding-documents";

/** The first byte of every sealed document: the format (IV, ciphertext, tag), for a later change of format. */
const FORMAT_V1 = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function additionalData(documentId: string, userId: string): Buffer {
  return Buffer.from(`onboarding-document\0${documentId}\0${userId}`, "utf8");
}

/** Encrypts a document as its bytes arrive: `add` each chunk, then `finish` for the sealed whole. */
export interface DocumentSealer {
  add(chunk: Buffer): void;
  finish(): Buffer;
}

export function createDocumentSealer(key: Buffer, documentId: string, userId: string): DocumentSealer {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additionalData(documentId, userId));
  const parts: Buffer[] = [Buffer.from([FORMAT_V1]), iv];
  return {
    add(chunk) {
      parts.push(cipher.update(chunk));
    },
    finish() {
      parts.push(cipher.final(), cipher.getAuthTag());
      return Buffer.concat(parts);
    },
  };
}

/** The document's bytes; throws when the sealed value was altered, moved to another document or owner, or sealed under another key. */
export function openDocument(key: Buffer, sealed: Buffer, documentId: string, userId: string): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== FORMAT_V1)
    throw new Error("Unreadable sealed document");
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(additionalData(documentId, userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}
