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
import { blockedFor, forgetFailures, limitKeys } from "./abuse-limits.ts";
import { toPublicUser } from "./account.ts";
import { recordAuditEvent } from "./audit.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { verifyPassword } from "./password.ts";
import { countFailure } from "./failed-attempt.ts";
import { createTotpSecret, matchTotpStep } from "./totp.ts";

/** The AES-GCM context binds a sealed secret to its user and purpose. */
const totpContext = (userId: string) => `totp:${userId}`;

export function openTotpSecret(deps: AuthDeps, userId: string, sealed: string): string {
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
  setPendingTotpSecret(deps.db, user.id, deps.secretBox.seal(secret, totpContext(user.id)), deps.now());
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { kind: "ready", setup: { secret, otpauthUrl, qrSvg } };
}

export type CodeOutcome =
  | { kind: "done"; user: User }
  | { kind: "not-pending" }
  | { kind: "not-enabled" }
  | { kind: "wrong-code" }
  | { kind: "wrong-password-or-code" }
  | { kind: "throttled"; retryAfterMs: number };

function throttled(deps: AuthDeps, user: UserRow, client: ClientInfo): number {
  const now = deps.now();
  return Math.max(
    blockedFor(deps.db, limitKeys.signInIp(client.ip), now),
    blockedFor(deps.db, limitKeys.signInAccount(user.email), now),
    blockedFor(deps.db, limitKeys.lockout(user.id), now),
  );
}

/** Checks a code against a sealed secret and claims its time step, so a code works once. */
function acceptCode(deps: AuthDeps, user: UserRow, sealed: string, code: string): boolean {
  const step = matchTotpStep(openTotpSecret(deps, user.id, sealed), code, deps.now());
  return step !== null && claimTotpStep(deps.db, user.id, step);
}

export function enableTwoFactor(deps: AuthDeps, user: UserRow, code: string, client: ClientInfo): CodeOutcome {
  const retryAfterMs = throttled(deps, user, client);
  if (retryAfterMs > 0) return { kind: "throttled", retryAfterMs };
  const pending = user.totp_pending_secret;
  if (pending === null) return { kind: "not-pending" };
  if (!acceptCode(deps, user, pending, code)) {
    countFailure(deps, user, user.email, client, "twofa_failed", "enable");
    return { kind: "wrong-code" };
  }
  const now = deps.now();
  activatePendingTotpSecret(deps.db, user.id, pending, now);
  forgetFailures(deps.db, limitKeys.signInAccount(user.email));
  recordAuditEvent(deps.db, "twofa_enabled", { userId: user.id, email: user.email, ip: client.ip }, now);
  return { kind: "done", user: toPublicUser(reload(deps, user.id)) };
}

export async function disableTwoFactor(
  deps: AuthDeps,
  user: UserRow,
  password: string,
  code: string,
  client: ClientInfo,
): Promise<CodeOutcome> {
  const retryAfterMs = throttled(deps, user, client);
  if (retryAfterMs > 0) return { kind: "throttled", retryAfterMs };
  if (user.totp_secret === null) return { kind: "not-enabled" };
  const passwordMatches = await verifyPassword(user.password_hash, password);
  if (!passwordMatches || !acceptCode(deps, user, user.totp_secret, code)) {
    countFailure(deps, user, user.email, client, "twofa_failed", "disable");
    return { kind: "wrong-password-or-code" };
  }
  const now = deps.now();
  clearTotp(deps.db, user.id, now);
  recordAuditEvent(deps.db, "twofa_disabled", { userId: user.id, email: user.email, ip: client.ip }, now);
  return { kind: "done", user: toPublicUser(reload(deps, user.id)) };
}

function reload(deps: AuthDeps, userId: string): UserRow {
  const row = findUserById(deps.db, userId);
  if (!row) throw new Error("The user disappeared during a 2FA change");
  return row;
}
