// What a document is, by its first bytes (never by its name or the type the browser claimed).
import type { DocumentContentType } from "@bank/contracts";

const SIGNATURES: readonly { type: DocumentContentType; magic: Buffer }[] = [
  { type: "application/pdf", magic: Buffer.from("%PDF-", "latin1") },
  { type: "image/png", magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** How many first bytes decide the type: the longest signature. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((signature) => signature.magic.length));

/**
 * The type whose signature `head` starts with; null when none does. `head` may be shorter than SNIFF_BYTES only
 * at the end of a file: then only the signatures that fit can match.
 */
export function sniffContentType(head: Buffer): DocumentContentType | null {
  for (const { type, magic } of SIGNATURES) {
    if (head.length >= magic.length && head.subarray(0, magic.length).equals(magic)) return type;
  }
  return null;
}
