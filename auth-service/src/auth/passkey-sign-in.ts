// Sign-in with a passkey: options for a discoverable credential (a stored single-use challenge, capped per client
// address), then the assertion: challenge spent, user verification and signature checked, and the counter claimed
// in the session's own transaction, so a cloned authenticator or a replay opens nothing. Every refusal is one
// answer, charged to the address's sign-in attempts like a wrong password.
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { isKnownDevice } from "../db/known-devices-store.ts";
import { recordPasskeyUse } from "../db/passkeys-store.ts";
import type { UserRow } from "../db/users-store.ts";
import { SIGNIN_PER_ADDRESS, limitKeys, windowPolicy } from "./abuse-limits.ts";
import { chargeAttempt } from "./attempts.ts";
import { recordAuditEvent } from "../core/audit.ts";
import { addressKey } from "../core/client-address.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { assertionOptions, checkAssertion, type AssertionOptionsOutcome } from "./passkey-assertion.ts";
import { completeSignIn, type SignedIn } from "./sign-in.ts";

/**
 * Each challenge is a row until it expires, so one client address (a /64) gets at most 60 in 15 minutes. The
 * sign-in page asks for one on every visit (autofill), so this cap is its own, not the sign-in attempts'.
 */
const CHALLENGES_PER_ADDRESS = windowPolicy(60, 15 * 60_000, "refund");

/** Options for navigator.credentials.get() with no allowed list: the authenticator offers its passkeys for the site. */
export function passkeySignInOptions(deps: ServiceDeps, client: ClientInfo): Promise<AssertionOptionsOutcome> {
  const limit = { key: limitKeys.passkeyChallengeAddress(addressKey(client.ip)), policy: CHALLENGES_PER_ADDRESS };
  return assertionOptions(deps, limit, null);
}

export type PasskeySignInOutcome = SignedIn | { kind: "refused" } | { kind: "throttled"; retryAfterMs: number };

/**
 * A verified assertion is a sign-in like any other (completeSignIn): session, single-device rule, device cookie,
 * audit and new-browser notice. User verification makes it two factors, so there is no code step.
 */
export async function signInWithPasskey(
  deps: ServiceDeps,
  input: { response: AuthenticationResponseJSON; rememberMe?: boolean | undefined },
  client: ClientInfo,
): Promise<PasskeySignInOutcome> {
  const attempt = await chargeAttempt(
    deps.db,
    [{ key: limitKeys.signInAddress(addressKey(client.ip)), policy: SIGNIN_PER_ADDRESS }],
    deps.now(),
  );
  if (attempt.kind === "throttled") return attempt;

  const check = await checkAssertion(deps, input.response, null);
  if (check.kind === "refused") {
    await recordPasskeyFailure(deps, check.user, check.cause, client);
    return { kind: "refused" };
  }
  const { passkey, user, newCounter, backedUp } = check;
  const done = await completeSignIn(
    deps,
    {
      user,
      attempt,
      rememberMe: input.rememberMe === true,
      knownDevice: client.deviceId !== null && (await isKnownDevice(deps.db, user.id, client.deviceId)),
      method: { kind: "passkey", passkeyId: passkey.id },
      // Claimed with the session: an assertion whose counter another one took first, or a passkey removed since it
      // was read, opens nothing.
      claim: (trx) =>
        recordPasskeyUse(trx, { id: passkey.id, oldCounter: passkey.counter, newCounter, backedUp, now: deps.now() }),
    },
    client,
  );
  if (done.kind === "signed-in") return done;
  if (done.kind === "claim-refused") await recordPasskeyFailure(deps, user, "counter_taken", client);
  return { kind: "refused" };
}

/** The attempt stays charged (a failure); the audit trail records it, on the account when the passkey is known. */
async function recordPasskeyFailure(
  deps: ServiceDeps,
  user: UserRow | undefined,
  cause: string,
  client: ClientInfo,
): Promise<void> {
  await recordAuditEvent(
    deps.db,
    "signin_failed",
    { userId: user?.id ?? null, email: user?.email ?? null, ip: client.ip, userAgent: client.userAgent },
    deps.now(),
    { method: "passkey", cause },
  );
}
