// Sign-in: password, then the TOTP code when the account has 2FA, charged to the abuse limits before either is
// checked; success opens a session (if the credentials are still current), and a new browser mails the owner.
// completeSignIn() is that success for every way in, a passkey's too.
import crypto from "node:crypto";
import type { User } from "@bank/contracts";
import { inTransaction, type Db } from "../db/database.ts";
import { rememberDevice } from "../db/known-devices-store.ts";
import { claimTotpStep, findUserByEmail, type UserRow } from "../db/users-store.ts";
import { newSignInMessage } from "../mail/messages.ts";
import { toPublicUser } from "./account.ts";
import { settleAttempt, type Attempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import {
  beginCredentialAttempt,
  checkPassword,
  deviceClassFor,
  recordCredentialFailure,
  type CredentialTarget,
} from "./credential-attempts.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";
import { useRecoveryCode } from "./recovery-codes.ts";
import { createSession } from "./session.ts";
import type { SessionFactor } from "./session-proof.ts";
import { matchTotpStep } from "./totp.ts";
import { openTotpSecret } from "./two-factor.ts";

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
  twoFactorCode?: string | undefined;
  /** Instead of twoFactorCode, normalised (see normalizeRecoveryCode). */
  recoveryCode?: string | undefined;
}

export type SignInOutcome =
  | { kind: "signed-in"; user: User; token: string; expiresAt: number; rememberMe: boolean; deviceId: string }
  | { kind: "requires-2fa" }
  | { kind: "invalid-credentials" }
  | { kind: "invalid-code" }
  | { kind: "invalid-recovery-code" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

/** A new device id: 128 random bits, carried in the signed device cookie. */
export function newDeviceId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export async function signIn(deps: ServiceDeps, input: SignInInput, client: ClientInfo): Promise<SignInOutcome> {
  const { db } = deps;
  const user = await findUserByEmail(db, input.email);
  const target: CredentialTarget = { email: input.email, user, client };
  const device = await deviceClassFor(deps, target);
  const attempt = await beginCredentialAttempt(deps, target, { hashes: true, device });
  if (attempt.kind !== "charged") return attempt;

  const passwordMatches = await checkPassword(deps, attempt, user, input.password);
  if (passwordMatches === "busy") return { kind: "busy" };
  if (!user || !passwordMatches) {
    await recordCredentialFailure(deps, target, attempt, "signin_failed", attempt.locked ? "locked" : "password");
    return { kind: "invalid-credentials" };
  }

  let secondFactor: "code" | "recovery_code" | undefined;
  if (user.totp_secret !== null && input.recoveryCode !== undefined) {
    // A recovery code instead of the TOTP code: charged like one, and spent before the session is written as a
    // TOTP step is claimed.
    if (!(await useRecoveryCode(deps, user, input.recoveryCode, client))) {
      await recordCredentialFailure(deps, target, attempt, "twofa_failed", "wrong_recovery_code");
      return { kind: "invalid-recovery-code" };
    }
    secondFactor = "recovery_code";
  } else if (user.totp_secret !== null) {
    if (input.twoFactorCode === undefined) {
      await settleAttempt(db, attempt, "step");
      return { kind: "requires-2fa" };
    }
    const step = matchTotpStep(openTotpSecret(deps, user.id, user.totp_secret), input.twoFactorCode, deps.now());
    if (step === null || !(await claimTotpStep(db, user.id, step))) {
      await recordCredentialFailure(
        deps,
        target,
        attempt,
        "twofa_failed",
        step === null ? "wrong_code" : "reused_code",
      );
      return { kind: "invalid-code" };
    }
    secondFactor = "code";
  }

  const done = await completeSignIn(
    deps,
    {
      user,
      attempt,
      rememberMe: input.rememberMe === true,
      knownDevice: device !== "unknown",
      method: { kind: "password", ...(secondFactor ? { secondFactor } : {}) },
    },
    client,
  );
  return done.kind === "signed-in" ? done : { kind: "invalid-credentials" };
}

export type SignedIn = Extract<SignInOutcome, { kind: "signed-in" }>;

/**
 * "claim-refused": the claim failed, a failed check that stays charged. "credentials-changed": a password reset or
 * 2FA change committed while the credentials were checked, so they open nothing (the attempt is given back).
 */
export type CompletedSignIn = SignedIn | { kind: "claim-refused" } | { kind: "credentials-changed" };

/**
 * How the user proved it was them: the password with the second factor the account asked for, or a passkey (which
 * the audit trail names).
 */
export type SignInMethod =
  { kind: "password"; secondFactor?: "code" | "recovery_code" } | { kind: "passkey"; passkeyId: string };

function factorsOf(method: SignInMethod): SessionFactor[] {
  if (method.kind === "passkey") return ["passkey"];
  return method.secondFactor ? ["password", method.secondFactor] : ["password"];
}

/** A sign-in whose credentials have been checked: what completeSignIn needs to open its session. */
export interface CheckedSignIn {
  user: UserRow;
  /** The attempt charged before the check, settled as a success once the session is written. */
  attempt: Attempt;
  rememberMe: boolean;
  /** The browser has signed in to this account before (its device cookie is known). */
  knownDevice: boolean;
  method: SignInMethod;
  /**
   * Database work that must succeed for the session to open, done first in the session's transaction (a
   * passkey's counter): false opens nothing.
   */
  claim?: (trx: Db) => Promise<boolean>;
}

/**
 * What every successful sign-in does, however it was checked: opens the session (ending the user's other sessions
 * with reason new_device), settles the attempt, remembers the browser and writes the audit trail, in one
 * transaction; then mails the owner when the browser is new to the account.
 */
export async function completeSignIn(
  deps: ServiceDeps,
  checked: CheckedSignIn,
  client: ClientInfo,
): Promise<CompletedSignIn> {
  const { db } = deps;
  const { user, attempt, rememberMe, knownDevice } = checked;
  const now = deps.now();
  const deviceId = client.deviceId ?? newDeviceId();
  // One transaction (one fsync) for everything a sign-in writes: the session, the settled attempt, the device
  // and the audit trail. The functions called inside join it.
  const session = await inTransaction(db, async (trx) => {
    if (checked.claim && !(await checked.claim(trx))) return "claim-refused" as const;
    const opened = await createSession(
      trx,
      { id: user.id, credentialVersion: user.credential_version },
      { rememberMe, ip: client.ip, userAgent: client.userAgent, factors: factorsOf(checked.method) },
      now,
    );
    if (opened) {
      await settleAttempt(trx, attempt, "success");
      await recordSignIn(trx, user, client, {
        deviceId,
        knownDevice,
        rememberMe,
        method: checked.method,
        endedOthers: opened.endedOthers,
        now,
      });
    }
    return opened;
  });
  if (session === "claim-refused") return { kind: session };
  if (!session) {
    // A password reset or 2FA change committed while this was checked: the old credentials open nothing.
    await settleAttempt(db, attempt, "step");
    return { kind: "credentials-changed" };
  }
  // Mailed once the sign-in has committed ("the last sign-in wins" can favour an attacker: the owner hears of it).
  if (!knownDevice) {
    const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
    const resetLink = siteLink(deps.siteUrl, "/forgot-password");
    deps.runLater(() => deps.mailer.send(newSignInMessage(user, place, resetLink)));
  }
  return {
    kind: "signed-in",
    user: toPublicUser(user),
    token: session.token,
    expiresAt: session.expiresAt,
    rememberMe,
    deviceId,
  };
}

/** The audit events, and the device the browser now is for this account. */
async function recordSignIn(
  db: Db,
  user: UserRow,
  client: ClientInfo,
  sign: {
    deviceId: string;
    knownDevice: boolean;
    rememberMe: boolean;
    method: SignInMethod;
    endedOthers: number;
    now: number;
  },
): Promise<void> {
  const { now, method } = sign;
  const subject = { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent };
  await rememberDevice(db, user.id, sign.deviceId, now);
  await recordAuditEvent(db, "signin_ok", subject, now, {
    method: method.kind,
    factors: factorsOf(method).join(","),
    rememberMe: sign.rememberMe,
    newDevice: !sign.knownDevice,
  });
  if (method.kind === "passkey") {
    await recordAuditEvent(db, "passkey_signin", subject, now, { passkeyId: method.passkeyId });
  }
  if (sign.endedOthers > 0) {
    await recordAuditEvent(db, "session_ended_new_device", subject, now, { sessionsEnded: sign.endedOthers });
  }
}
