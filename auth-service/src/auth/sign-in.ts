// Sign-in: password, then the TOTP code when the account has 2FA, under the abuse limits; success opens a session.
import type { User } from "@bank/contracts";
import { claimTotpStep, findUserByEmail } from "../db/users-store.ts";
import { blockedFor, forgetFailures, limitKeys } from "./abuse-limits.ts";
import { toPublicUser } from "./account.ts";
import { recordAuditEvent } from "./audit.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";
import { countFailure } from "./failed-attempt.ts";
import { newSignInMessage } from "../mail/messages.ts";
import { verifyAgainstNothing, verifyPassword } from "./password.ts";
import { createSession } from "./session.ts";
import { openTotpSecret } from "./two-factor.ts";
import { matchTotpStep } from "./totp.ts";

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean | undefined;
  twoFactorCode?: string | undefined;
}

export type SignInOutcome =
  | { kind: "signed-in"; user: User; token: string; expiresAt: number; rememberMe: boolean }
  | { kind: "requires-2fa" }
  | { kind: "invalid-credentials" }
  | { kind: "invalid-code" }
  | { kind: "throttled"; retryAfterMs: number };

export async function signIn(deps: AuthDeps, input: SignInInput, client: ClientInfo): Promise<SignInOutcome> {
  const { db } = deps;
  const ipKey = limitKeys.signInIp(client.ip);
  const accountKey = limitKeys.signInAccount(input.email);
  const blocked = Math.max(blockedFor(db, ipKey, deps.now()), blockedFor(db, accountKey, deps.now()));
  if (blocked > 0) return { kind: "throttled", retryAfterMs: blocked };

  const user = findUserByEmail(db, input.email);
  // A locked account is checked like an unknown email: the same time spent, the same answer as a wrong password.
  const locked = user !== undefined && blockedFor(db, limitKeys.lockout(user.id), deps.now()) > 0;
  const passwordMatches =
    user !== undefined && !locked
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstNothing(input.password);

  if (!user || !passwordMatches) {
    countFailure(deps, user, input.email, client, "signin_failed", locked ? "locked" : "password");
    return { kind: "invalid-credentials" };
  }

  if (user.totp_secret !== null) {
    if (input.twoFactorCode === undefined) return { kind: "requires-2fa" };
    const now = deps.now();
    const step = matchTotpStep(openTotpSecret(deps, user.id, user.totp_secret), input.twoFactorCode, now);
    if (step === null || !claimTotpStep(db, user.id, step)) {
      countFailure(deps, user, input.email, client, "twofa_failed", step === null ? "wrong_code" : "reused_code");
      return { kind: "invalid-code" };
    }
  }

  const now = deps.now();
  forgetFailures(db, accountKey);
  forgetFailures(db, limitKeys.lockout(user.id));
  const rememberMe = input.rememberMe === true;
  const session = createSession(db, user.id, { rememberMe, ip: client.ip, userAgent: client.userAgent }, now);
  recordAuditEvent(db, "signin_ok", { userId: user.id, email: user.email, ip: client.ip }, now, { rememberMe });
  if (session.endedOthers > 0) {
    recordAuditEvent(db, "session_ended_new_device", { userId: user.id, email: user.email, ip: client.ip }, now, {
      sessionsEnded: session.endedOthers,
    });
    // "The last sign-in wins" can favour an attacker: the owner hears of every takeover.
    deps.runLater(() =>
      deps.mailer.send(newSignInMessage(user.email, user.first_name, new Date(now), client.userAgent)),
    );
  }
  return {
    kind: "signed-in",
    user: toPublicUser(user),
    token: session.token,
    expiresAt: session.expiresAt,
    rememberMe,
  };
}
