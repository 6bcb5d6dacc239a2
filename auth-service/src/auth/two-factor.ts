// TOTP enrolment: set up a pending secret, enable it with a code, disable it with password and code.
import type { User } from "@bank/contracts";
import QRCode from "qrcode";
import {
  activatePendingTotpSecret,
  claimTotpStep,
  clearTotp,
  findUserById,
  setPendingTotpSecret,
  type UserRow,
} from "../db/users-store.ts";
import { toPublicUser } from "./account.ts";
import { settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "./audit.ts";
import { beginCredentialAttempt, checkPassword, recordCredentialFailure } from "./credential-attempts.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { createTotpSecret, matchTotpStep } from "./totp.ts";

/** The AES-GCM context binds a sealed secret to its user and purpose. */
const totpContext = (userId: string) => `totp:${userId}`;

export function openTotpSecret(deps: Pick<AuthDeps, "secretBox">, userId: string, sealed: string): string {
  return deps.secretBox.open(sealed, totpContext(userId));
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export type SetupOutcome = { kind: "ready"; setup: TotpSetup } | { kind: "already-enabled" };

/** A new secret for the user to add to an authenticator app; 2FA stays off until a code confirms it. */
export async function setUpTwoFactor(deps: AuthDeps, user: UserRow): Promise<SetupOutcome> {
  if (user.totp_secret !== null) return { kind: "already-enabled" };
  const { secret, otpauthUrl } = createTotpSecret(user.email);
  await setPendingTotpSecret(deps.db, user.id, deps.secretBox.seal(secret, totpContext(user.id)), deps.now());
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { kind: "ready", setup: { secret, otpauthUrl, qrSvg } };
}

export type CodeOutcome =
  | { kind: "done"; user: User }
  | { kind: "not-pending" }
  | { kind: "not-enabled" }
  | { kind: "wrong-code" }
  | { kind: "wrong-password-or-code" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

/** Checks a code against a sealed secret and claims its time step, so a code works once. */
async function acceptCode(deps: AuthDeps, user: UserRow, sealed: string, code: string): Promise<boolean> {
  const step = matchTotpStep(openTotpSecret(deps, user.id, sealed), code, deps.now());
  return step !== null && (await claimTotpStep(deps.db, user.id, step));
}

export async function enableTwoFactor(
  deps: AuthDeps,
  user: UserRow,
  code: string,
  client: ClientInfo,
): Promise<CodeOutcome> {
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
  // Another setup may have replaced the secret since this one was read: then this code enrolled nothing.
  if (!(await activatePendingTotpSecret(deps.db, user.id, pending, now))) {
    await settleAttempt(deps.db, attempt, "step");
    return { kind: "not-pending" };
  }
  await settleAttempt(deps.db, attempt, "success");
  await recordAuditEvent(
    deps.db,
    "twofa_enabled",
    { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
  );
  return { kind: "done", user: toPublicUser(await reload(deps, user.id)) };
}

export async function disableTwoFactor(
  deps: AuthDeps,
  user: UserRow,
  password: string,
  code: string,
  client: ClientInfo,
): Promise<CodeOutcome> {
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
  await clearTotp(deps.db, user.id, now);
  await settleAttempt(deps.db, attempt, "success");
  await recordAuditEvent(
    deps.db,
    "twofa_disabled",
    { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
  );
  return { kind: "done", user: toPublicUser(await reload(deps, user.id)) };
}

async function reload(deps: AuthDeps, userId: string): Promise<UserRow> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new Error("The user disappeared during a 2FA change");
  return row;
}
