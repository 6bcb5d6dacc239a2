// Sign-in: password, then the TOTP code when the account has 2FA, charged to the abuse limits before either is
// checked; success opens a session (if the credentials are still current), and a new browser mails the owner.
import crypto from "node:crypto";
import type { User } from "@bank/contracts";
import { rememberDevice } from "../db/known-devices-store.ts";
import { claimTotpStep, findUserByEmail, type UserRow } from "../db/users-store.ts";
import { newSignInMessage } from "../mail/messages.ts";
import { toPublicUser } from "./account.ts";
import { settleAttempt } from "./attempts.ts";
import { recordAuditEvent } from "./audit.ts";
import {
  beginCredentialAttempt,
  checkPassword,
  deviceClassFor,
  recordCredentialFailure,
  type CredentialTarget,
} from "./credential-attempts.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { siteLink } from "./one-time-token.ts";
import { createSession } from "./session.ts";
import { matchTotpStep } from "./totp.ts";
import { openTotpSecret } from "./two-factor.ts";

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
  twoFactorCode?: string | undefined;
}

export type SignInOutcome =
  | { kind: "signed-in"; user: User; token: string; expiresAt: number; rememberMe: boolean; deviceId: string }
  | { kind: "requires-2fa" }
  | { kind: "invalid-credentials" }
  | { kind: "invalid-code" }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "busy" };

/** A new device id: 128 random bits, carried in the signed device cookie. */
export function newDeviceId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export async function signIn(deps: AuthDeps, input: SignInInput, client: ClientInfo): Promise<SignInOutcome> {
  const { db } = deps;
  const user = findUserByEmail(db, input.email);
  const target: CredentialTarget = { email: input.email, user, client };
  const device = deviceClassFor(deps, target);
  const attempt = beginCredentialAttempt(deps, target, { hashes: true, device });
  if (attempt.kind !== "charged") return attempt;

  const passwordMatches = await checkPassword(deps, attempt, user, input.password);
  if (passwordMatches === "busy") return { kind: "busy" };
  if (!user || !passwordMatches) {
    recordCredentialFailure(deps, target, attempt, "signin_failed", attempt.locked ? "locked" : "password");
    return { kind: "invalid-credentials" };
  }

  if (user.totp_secret !== null) {
    if (input.twoFactorCode === undefined) {
      settleAttempt(db, attempt, "step");
      return { kind: "requires-2fa" };
    }
    const step = matchTotpStep(openTotpSecret(deps, user.id, user.totp_secret), input.twoFactorCode, deps.now());
    if (step === null || !claimTotpStep(db, user.id, step)) {
      recordCredentialFailure(deps, target, attempt, "twofa_failed", step === null ? "wrong_code" : "reused_code");
      return { kind: "invalid-code" };
    }
  }

  const now = deps.now();
  const rememberMe = input.rememberMe === true;
  const knownDevice = device !== "unknown";
  const deviceId = client.deviceId ?? newDeviceId();
  // One transaction (one fsync) for everything a sign-in writes: the session, the settled attempt, the device
  // and the audit trail. The inner transactions become savepoints.
  const session = db
    .transaction(() => {
      const opened = createSession(
        db,
        { id: user.id, credentialVersion: user.credential_version },
        { rememberMe, ip: client.ip, userAgent: client.userAgent },
        now,
      );
      if (opened) {
        settleAttempt(db, attempt, "success");
        recordSignIn(deps, user, client, { deviceId, knownDevice, rememberMe, endedOthers: opened.endedOthers, now });
      }
      return opened;
    })
    .immediate();
  if (!session) {
    // A password reset or 2FA change committed while this was checked: the old credentials open nothing.
    settleAttempt(db, attempt, "step");
    return { kind: "invalid-credentials" };
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

/**
 * The audit events, the device the browser now is for this account, and the owner's notice when the browser had
 * not signed in to the account before ("the last sign-in wins" can favour an attacker: the owner hears of it).
 */
function recordSignIn(
  deps: AuthDeps,
  user: UserRow,
  client: ClientInfo,
  sign: { deviceId: string; knownDevice: boolean; rememberMe: boolean; endedOthers: number; now: number },
): void {
  const { now } = sign;
  const subject = { userId: user.id, email: user.email, ip: client.ip };
  rememberDevice(deps.db, user.id, sign.deviceId, now);
  recordAuditEvent(deps.db, "signin_ok", subject, now, { rememberMe: sign.rememberMe, newDevice: !sign.knownDevice });
  if (sign.endedOthers > 0) {
    recordAuditEvent(deps.db, "session_ended_new_device", subject, now, { sessionsEnded: sign.endedOthers });
  }
  if (!sign.knownDevice) {
    const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
    const resetLink = siteLink(deps.siteUrl, "/forgot-password");
    deps.runLater(() => deps.mailer.send(newSignInMessage(user, place, resetLink)));
  }
}
