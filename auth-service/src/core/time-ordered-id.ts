// Ids that sort by when they were made: UUID version 7 (RFC 9562), 48 bits of Unix milliseconds, then random bits.
// A new ledger row's id then lands at the end of its primary-key index instead of on a random page, so a commit of
// many movements rewrites a few index pages rather than one per row. The time it tells is also in the row itself.
import crypto from "node:crypto";

export function timeOrderedId(now: number = Date.now()): string {
  // randomUUID draws from node's cached entropy (a fresh randomBytes call per id cost more than the insert); its
  // first 48 bits and version give way to the time and version 7, and its variant and other 74 random bits stay.
  const random = crypto.randomUUID();
  const time = now.toString(16).padStart(12, "0");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
