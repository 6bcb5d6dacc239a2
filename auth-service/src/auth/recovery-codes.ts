// Recovery codes: sets of 10 single-use codes for a lost authenticator, stored only as HMACs under a key derived
// from the service key, each spent by one conditional UPDATE, and every use and new set told to the owner.
import crypto from "node:crypto";
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_PATTERN,
} from "@bank/contracts";
import { inTransaction } from "../db/database.ts";
import { countUnusedRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from "../db/recovery-codes-store.ts";
import { lockUserById, type UserRow } from "../db/users-store.ts";
import { recoveryCodeUsedMessage, recoveryCodesGeneratedMessage } from "../mail/messages.ts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";

/** A new set: the codes as the customer sees them (XXXX-XXXX-XXXX), and the hashes the database keeps. */
export interface RecoveryCodeSet {
  codes: string[];
  hashes: string[];
}

/** The keyed hash of a normalised code: without the key, the stored hashes cannot be tried offline. */
export function hashRecoveryCode(key: Buffer, normalized: string): string {
  return crypto.createHmac("sha256", key).update(normalized).digest("hex");
}

function randomCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) code += RECOVERY_CODE_ALPHABET[crypto.randomInt(32)];
  return code;
}

/** 10 distinct codes of 60 random bits each, with their hashes. */
export function newRecoveryCodeSet(key: Buffer): RecoveryCodeSet {
  const raw = new Set<string>();
  while (raw.size < RECOVERY_CODE_COUNT) raw.add(randomCode());
  return {
    codes: [...raw].map((code) => code.match(/.{4}/g)!.join("-")),
    hashes: [...raw].map((code) => hashRecoveryCode(key, code)),
  };
}

/** How many codes of the user's current set are unused: 0 when 2FA is off (turning it off deletes them). */
export async function remainingRecoveryCodes(deps: ServiceDeps, user: UserRow): Promise<number> {
  if (user.totp_secret === null) return 0;
  return countUnusedRecoveryCodes(deps.db, user.id);
}

export type RegenerateOutcome = { kind: "issued"; recoveryCodes: string[] } | { kind: "not-enabled" };

/** A new set replaces the old one in one transaction, only while 2FA is on; the owner is told. */
export async function regenerateRecoveryCodes(
  deps: ServiceDeps,
  user: UserRow,
  client: ClientInfo,
): Promise<RegenerateOutcome> {
  const set = newRecoveryCodeSet(deps.recoveryCodeKey);
  const now = deps.now();
  const issued = await inTransaction(deps.db, async (trx) => {
    const locked = await lockUserById(trx, user.id);
    if (!locked || locked.totp_secret === null) return false;
    await replaceRecoveryCodes(trx, user.id, set.hashes, now);
    await recordAuditEvent(
      trx,
      "recovery_codes_generated",
      { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
      now,
      { count: set.hashes.length },
    );
    return true;
  });
  if (!issued) return { kind: "not-enabled" };
  const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
  const resetLink = siteLink(deps.siteUrl, "/forgot-password");
  deps.runLater(() => deps.mailer.send(recoveryCodesGeneratedMessage(user, place, resetLink)));
  return { kind: "issued", recoveryCodes: set.codes };
}

/**
 * Spends one of the user's unused codes (normalised as the sign-in schema does). True when it was one: the use is
 * audited with the count left, and the owner is mailed. The caller charged the attempt before, and counts a false.
 */
export async function useRecoveryCode(
  deps: ServiceDeps,
  user: UserRow,
  normalized: string,
  client: ClientInfo,
): Promise<boolean> {
  if (!RECOVERY_CODE_PATTERN.test(normalized)) return false;
  const now = deps.now();
  if (!(await spendRecoveryCode(deps.db, user.id, hashRecoveryCode(deps.recoveryCodeKey, normalized), now))) {
    return false;
  }
  const remaining = await countUnusedRecoveryCodes(deps.db, user.id);
  await recordAuditEvent(
    deps.db,
    "recovery_code_used",
    { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
    { remaining },
  );
  const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
  const resetLink = siteLink(deps.siteUrl, "/forgot-password");
  deps.runLater(() => deps.mailer.send(recoveryCodeUsedMessage(user, place, remaining, resetLink)));
  return true;
}
