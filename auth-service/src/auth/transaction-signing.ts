// Transaction signing (PSD2's dynamic linking): a person approves one payment with a second factor bound to that
// payment's terms. The workspace names the terms by a binding (a hash of the payment's id, amount and destination);
// identity never learns more of the payment than that.
// - Passkey: the WebAuthn challenge's bytes are SHA-256 of the binding followed by 16 random bytes, so the signed
//   clientDataJSON itself commits to the payment; the challenge is stored for that binding and that person alone,
//   single use, 5 minutes, user verification required. An assertion made for one payment never approves another.
// - Code: an authenticator code's time step is claimed like any other use of it, so one code signs one thing.
// Every check is charged and counted like a sign-in attempt (auth/credential-attempts.ts): failures count toward
// the lockout, and a locked account signs nothing.
import crypto from "node:crypto";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { listUserPasskeys, recordPasskeyUse } from "../db/passkeys-store.ts";
import { claimTotpStep, findUserById } from "../db/users-store.ts";
import type { ClientInfo, ServiceDeps } from "../core/deps.ts";
import { limitKeys, windowPolicy } from "./abuse-limits.ts";
import { settleAttempt } from "./attempts.ts";
import { beginCredentialAttempt, recordCredentialFailure } from "./credential-attempts.ts";
import { assertionOptions, checkAssertion } from "./passkey-assertion.ts";
import { matchTotpStep } from "./totp.ts";
import { openTotpSecret } from "./two-factor.ts";

export type SigningProof =
  { passkey: AuthenticationResponseJSON; code?: undefined } | { code: string; passkey?: undefined };

export type SigningOptionsOutcome =
  | { kind: "options"; webauthn: PublicKeyCredentialRequestOptionsJSON | null; totp: boolean }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "no-factor" };

export type SigningOutcome =
  | { kind: "signed"; method: "passkey" | "code"; evidence: Record<string, unknown> }
  | { kind: "wrong-proof" }
  | { kind: "no-factor" }
  | { kind: "throttled"; retryAfterMs: number };

/** A person gets at most 30 signing challenges in 15 minutes: each is a row until it expires. */
const SIGNING_CHALLENGES_PER_USER = windowPolicy(30, 15 * 60_000, "refund");

/** The challenge of a signing: what it signs (SHA-256 of the binding), then 16 random bytes so no two are alike. */
export function signingChallenge(binding: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(48);
  bytes.set(crypto.createHash("sha256").update(`payment-approval\n${binding}`).digest(), 0);
  bytes.set(crypto.randomBytes(16), 32);
  return bytes;
}

/** How the person can sign: WebAuthn options bound to `binding` when they have a passkey, and whether a code can. */
export async function signingOptions(
  deps: ServiceDeps,
  userId: string,
  binding: string,
): Promise<SigningOptionsOutcome> {
  const user = await findUserById(deps.db, userId);
  if (!user) return { kind: "no-factor" };
  const passkeys = await listUserPasskeys(deps.db, user.id);
  const totp = user.totp_secret !== null;
  if (passkeys.length === 0) return totp ? { kind: "options", webauthn: null, totp } : { kind: "no-factor" };
  const limit = { key: limitKeys.passkeyChallengeUser(user.id), policy: SIGNING_CHALLENGES_PER_USER };
  const outcome = await assertionOptions(
    deps,
    limit,
    { id: user.id, passkeys },
    { challenge: signingChallenge(binding), binding },
  );
  if (outcome.kind === "throttled") return outcome;
  return { kind: "options", webauthn: outcome.options, totp };
}

/**
 * Checks a signing proof for `binding`. A passkey's challenge must have been issued for this binding and this
 * person; its counter is claimed here. A code's step is claimed here. What proved it is answered as evidence to keep.
 */
export async function confirmSigning(
  deps: ServiceDeps,
  userId: string,
  binding: string,
  proof: SigningProof,
  client: ClientInfo,
): Promise<SigningOutcome> {
  const user = await findUserById(deps.db, userId);
  if (!user) return { kind: "no-factor" };
  if (proof.code !== undefined && user.totp_secret === null) return { kind: "no-factor" };
  const target = { email: user.email, user, client };
  const attempt = await beginCredentialAttempt(deps, target, { hashes: false });
  if (attempt.kind !== "charged") return attempt.kind === "busy" ? { kind: "throttled", retryAfterMs: 1000 } : attempt;

  let evidence: Record<string, unknown> | null = null;
  let cause = "code";
  if (proof.code !== undefined) {
    const step = attempt.locked
      ? null
      : matchTotpStep(openTotpSecret(deps, user.id, user.totp_secret!), proof.code, deps.now());
    if (step !== null && (await claimTotpStep(deps.db, user.id, step))) evidence = { step };
  } else {
    const check = attempt.locked ? null : await checkAssertion(deps, proof.passkey, user, binding);
    cause = check ? (check.kind === "verified" ? "passkey" : `passkey_${check.cause}`) : "passkey";
    if (check?.kind === "verified") {
      const { passkey, newCounter, backedUp } = check;
      const claimed = await recordPasskeyUse(deps.db, {
        id: passkey.id,
        oldCounter: passkey.counter,
        newCounter,
        backedUp,
        now: deps.now(),
      });
      if (claimed) {
        const { response } = proof.passkey;
        evidence = {
          credentialId: proof.passkey.id,
          clientDataJSON: response.clientDataJSON,
          authenticatorData: response.authenticatorData,
          signature: response.signature,
          counter: newCounter,
        };
      } else {
        cause = "passkey_counter_taken";
      }
    }
  }
  if (evidence === null) {
    await recordCredentialFailure(deps, target, attempt, "payment_signing_failed", cause);
    return { kind: "wrong-proof" };
  }
  await settleAttempt(deps.db, attempt, "success");
  return { kind: "signed", method: proof.code !== undefined ? "code" : "passkey", evidence };
}
