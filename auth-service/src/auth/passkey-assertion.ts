// A passkey assertion (navigator.credentials.get()'s answer) for a sign-in or a step-up: its options, against a
// stored single-use challenge charged to a limit first; then its check: the challenge it answers is spent first,
// then the passkey, its owner, the user handle, user verification and the signature are checked. The counter is
// only read here: the caller claims it in the transaction that acts on the assertion.
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type VerifiedAuthenticationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { findPasskey, type PasskeyRow } from "../db/passkeys-store.ts";
import { findUserById, type UserRow } from "../db/users-store.ts";
import { chargeAttempt, type Charge } from "./attempts.ts";
import type { ServiceDeps } from "../core/deps.ts";
import {
  CHALLENGE_TTL_MS,
  relyingPartyOf,
  spendChallengeOf,
  storeChallenge,
  transportsOf,
  userHandleOf,
} from "./passkeys.ts";

export type AssertionOptionsOutcome =
  { kind: "options"; options: PublicKeyCredentialRequestOptionsJSON } | { kind: "throttled"; retryAfterMs: number };

/**
 * Options for navigator.credentials.get() with user verification required, once `limit` allows one more challenge
 * (each is a row until it expires). `owner` null: a sign-in's, with no allowed list (the authenticator offers its
 * passkeys for the site) and a challenge that belongs to nobody. `owner` set: a step-up's, limited to the owner's
 * passkeys, with a challenge only their step-up can spend.
 */
export async function assertionOptions(
  deps: ServiceDeps,
  limit: Charge,
  owner: { id: string; passkeys: readonly PasskeyRow[] } | null,
  signing?: Signing,
): Promise<AssertionOptionsOutcome> {
  const charge = await chargeAttempt(deps.db, [limit], deps.now());
  if (charge.kind === "throttled") return charge;
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.siteUrl).id,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
    ...(signing ? { challenge: signing.challenge } : {}),
    ...(owner
      ? { allowCredentials: owner.passkeys.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })) }
      : {}),
  });
  await storeChallenge(
    deps,
    options.challenge,
    signing ? "signing" : "authentication",
    owner?.id ?? null,
    signing?.binding ?? null,
  );
  return { kind: "options", options };
}

/** A signing ceremony's challenge (its bytes commit to what is signed) and the binding it is spent against. */
export interface Signing {
  challenge: Uint8Array<ArrayBuffer>;
  binding: string;
}

export type AssertionCheck =
  | { kind: "verified"; passkey: PasskeyRow; user: UserRow; newCounter: number; backedUp: boolean }
  | { kind: "refused"; cause: string; user?: UserRow };

/**
 * `owner` null: a sign-in, whose challenge belongs to nobody and whose passkey names the user. `owner` set: a
 * step-up, whose challenge was handed to that user and whose passkey must be theirs (another's is refused even
 * when its signature holds). `binding` set: a signing, whose challenge was issued for that binding alone.
 */
export async function checkAssertion(
  deps: ServiceDeps,
  response: AuthenticationResponseJSON,
  owner: UserRow | null,
  binding: string | null = null,
): Promise<AssertionCheck> {
  const challenge = await spendChallengeOf(
    deps,
    response.response.clientDataJSON,
    binding === null ? "authentication" : "signing",
    owner?.id ?? null,
    binding,
  );
  if (challenge === null) return { kind: "refused", cause: "challenge" };
  const passkey = await findPasskey(deps.db, response.id);
  const user = passkey && (await findUserById(deps.db, passkey.user_id));
  if (!passkey || !user) return { kind: "refused", cause: "unknown_passkey" };
  if (owner !== null && user.id !== owner.id) return { kind: "refused", cause: "not_owner", user: owner };
  // A user handle, when the authenticator gives one, must name the passkey's owner (WebAuthn 7.2, step 6).
  const { userHandle } = response.response;
  if (userHandle !== undefined && userHandle !== userHandleOf(user.id)) {
    return { kind: "refused", cause: "user_handle", user };
  }

  const rp = relyingPartyOf(deps.siteUrl);
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
  } catch (error) {
    return { kind: "refused", cause: refusalCause(error), user };
  }
  if (!verification.verified) return { kind: "refused", cause: "signature", user };
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  return { kind: "verified", passkey, user, newCounter, backedUp: credentialBackedUp };
}

/**
 * The library refuses by throwing and names why only in its message. A counter that did not rise is worth telling
 * apart in the audit trail: it is the sign of a cloned authenticator.
 */
function refusalCause(error: unknown): string {
  return error instanceof Error && /counter/i.test(error.message) ? "counter_not_increased" : "assertion";
}
