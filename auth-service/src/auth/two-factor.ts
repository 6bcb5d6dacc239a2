// TOTP enrolment: set up a pending secret, enable it with a code (which issues the first recovery codes), disable it
// with password and code (which deletes them); the owner is mailed either way.
import type { User } from "@bank/contracts";
import QRCode from "qrcode";
import { inTransaction } from "../db/database.ts";
import { deleteRecoveryCodes, replaceRecoveryCodes } from "../db/recovery-codes-store.ts";
import {
  activatePendingTotpSecret,
  claimTotpStep,
  clearTotp,
  findUserById,
  setPendingTotpSecret,
  type UserRow,
} from "../db/users-store.ts";
import { twoFactorDisabledMessage, twoFactorEnabledMessage } from "../mail/messages.ts";
import { toPublicUser } from "./account.ts";
import { settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import { beginCredentialAttempt, checkPassword, recordCredentialFailure } from "./credential-attempts.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";
import { newRecoveryCodeSet } from "./recovery-codes.ts";
import { createTotpSecret, matchTotpStep } from "./totp.ts";

/** The AES-GCM context binds a sealed secret to its user and purpose. */
const totpContext = (userId: string) => `totp:${userId}`;

export function openTotpSecret(deps: Pick<ServiceDeps, "secretBox">, userId: string, sealed: string): string {
  return deps.secretBox.open(sealed, totpContext(userId));
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export type SetupOutcome = { kind: "ready"; setup: TotpSetup } | { kind: "already-enabled" };

/** A new secret for the user to add to an authenticator app; 2FA stays off until a code confirms it. */
export async function setUpTwoFactor(deps: ServiceDeps, user: UserRow): Promise<SetupOutcome> {
  if (user.totp_secret !== null) return { kind: "already-enabled" };
  const { secret, otpauthUrl } = createTotpSecret(user.email);
  await setPendingTotpSecret(deps.db, user.id, deps.secretBox.seal(secret, totpContext(user.id)), deps.now());
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { kind: "ready", setup: { secret, otpauthUrl, qrSvg } };
}

/** Why a 2FA change was refused. */
export type CodeRefusal =
  | { kind: "not-pending" }
  | { kind: "not-enabled" }
  | { kind: "wrong-code" }
  | { kind: "wrong-password-or-code" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

/** Checks a code against a sealed secret and claims its time step, so a code works once. */
async function acceptCode(deps: ServiceDeps, user: UserRow, sealed: string, code: string): Promise<boolean> {
  const step = matchTotpStep(openTotpSecret(deps, user.id, sealed), code, deps.now());
  return step !== null && (await claimTotpStep(deps.db, user.id, step));
}

export type EnableOutcome = { kind: "enabled"; user: User; recoveryCodes: string[] } | CodeRefusal;
export type DisableOutcome = { kind: "disabled"; user: User } | CodeRefusal;

/** Turns 2FA on with a code from the pending secret, and issues the first recovery codes in the same transaction. */
export async function enableTwoFactor(
  deps: ServiceDeps,
  user: UserRow,
  code: string,
  client: ClientInfo,
): Promise<EnableOutcome> {
  const pending = user.totp_pending_secret;
  if (pending === null) return { kind: "not-pending" };
  const target = { email: user.email, user, client };
  const attempt = await beginCredentialAttempt(deps, target, { hashes: false });
  if (attempt.kind !== "charged") return attempt;
  if (attempt.locked || !(await acceptCode(deps, user, pending, code))) {
    await recordCredentialFailure(deps, target, attempt, "twofa_failed", "enable");
    return { kind: "wrong-code" };
  }
  const now = deps.now();
  const recoveryCodes = newRecoveryCodeSet(deps.recoveryCodeKey);
  const enabled = await inTransaction(deps.db, async (trx) => {
    // Another setup may have replaced the secret since this one was read: then this code enrolled nothing.
    if (!(await activatePendingTotpSecret(trx, user.id, pending, now))) return false;
    await replaceRecoveryCodes(trx, user.id, recoveryCodes.hashes, now);
    await settleAttempt(trx, attempt, "success");
    await recordAuditEvent(trx, "twofa_enabled", subjectOf(user, client), now);
    return true;
  });
  if (!enabled) {
    await settleAttempt(deps.db, attempt, "step");
    return { kind: "not-pending" };
  }
  deps.runLater(() => deps.mailer.send(twoFactorEnabledMessage(user, placeOf(client, now), resetLink(deps))));
  return { kind: "enabled", user: toPublicUser(await reload(deps, user.id)), recoveryCodes: recoveryCodes.codes };
}

export async function disableTwoFactor(
  deps: ServiceDeps,
  user: UserRow,
  password: string,
  code: string,
  client: ClientInfo,
): Promise<DisableOutcome> {
  if (user.totp_secret === null) return { kind: "not-enabled" };
  const target = { email: user.email, user, client };
  const attempt = await beginCredentialAttempt(deps, target, { hashes: true });
  if (attempt.kind !== "charged") return attempt;
  const passwordMatches = await checkPassword(deps, attempt, user, password);
  if (passwordMatches === "busy") return { kind: "busy" };
  if (!passwordMatches || !(await acceptCode(deps, user, user.totp_secret, code))) {
    await recordCredentialFailure(deps, target, attempt, "twofa_failed", "disable");
    return { kind: "wrong-password-or-code" };
  }
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await clearTotp(trx, user.id, now);
    await deleteRecoveryCodes(trx, user.id);
    await settleAttempt(trx, attempt, "success");
    await recordAuditEvent(trx, "twofa_disabled", subjectOf(user, client), now);
  });
  deps.runLater(() => deps.mailer.send(twoFactorDisabledMessage(user, placeOf(client, now), resetLink(deps))));
  return { kind: "disabled", user: toPublicUser(await reload(deps, user.id)) };
}

function subjectOf(user: UserRow, client: ClientInfo) {
  return { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent };
}

function placeOf(client: ClientInfo, now: number) {
  return { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
}

/** The notices' "this was not me" link. */
function resetLink(deps: ServiceDeps): string {
  return siteLink(deps.siteUrl, "/forgot-password");
}

async function reload(deps: ServiceDeps, userId: string): Promise<UserRow> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new Error("The user disappeared during a 2FA change");
  return row;
}
