// Ids that sort by when they were made: UUID version 7 (RFC 9562), 48 bits of Unix milliseconds then 74 random bits.
// A new ledger row's id then lands at the end of its primary-key index instead of on a random page, so a commit of
// many movements rewrites a few index pages rather than one per row. The time it tells is also in the row itself.
import crypto from "node:crypto";

export function timeOrderedId(now: number = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC's variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
