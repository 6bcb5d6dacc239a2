// A customer's passkeys (WebAuthn): registration against a stored single-use challenge, and the list, rename and
// removal of settings. The relying party is the site of PUBLIC_SITE_URL. Signing in with one: passkey-sign-in.ts.
import { BRAND_NAME, DEFAULT_PASSKEY_NAME, type Passkey } from "@bank/contracts";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import { COSEALG, decodeClientDataJSON, isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import { inTransaction } from "../db/database.ts";
import {
  deleteUserPasskey,
  insertChallenge,
  insertPasskey,
  listUserPasskeys,
  renameUserPasskey,
  spendChallenge,
  type PasskeyRow,
} from "../db/passkeys-store.ts";
import type { ChallengePurpose } from "../db/schema.ts";
import type { UserRow } from "../db/users-store.ts";
import { passkeyAddedMessage, passkeyRemovedMessage } from "../mail/messages.ts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";

/** A challenge answers within 5 minutes; the browser's prompt is given the same time. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The key algorithms a passkey may use: EdDSA, ES256 and RS256, the ones authenticators in use offer. Named here
 * because the library's default probes Node's experimental Web Crypto for ML-DSA, which writes a warning to
 * stderr, outside the structured log.
 */
const KEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

export interface RelyingParty {
  /** The RP ID: the site's host name. */
  id: string;
  /** What the browser's passkey prompt calls the bank. */
  name: string;
  /** The only origin a ceremony may come from. */
  origin: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: BRAND_NAME, origin: url.origin };
}

/** The user handle of the user's passkeys, as a response carries it: the user id's bytes (see userID below). */
export function userHandleOf(userId: string): string {
  return isoBase64URL.fromUTF8String(userId);
}

/** Hands out a challenge for one ceremony, kept in the database so any instance can check the answer. */
export async function storeChallenge(
  deps: ServiceDeps,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  boundTo: string | null = null,
): Promise<void> {
  const now = deps.now();
  await insertChallenge(deps.db, { challenge, purpose, userId, now, expiresAt: now + CHALLENGE_TTL_MS, boundTo });
}

/**
 * Spends the challenge a response's clientDataJSON carries, if it was handed out for this purpose (and user) and is
 * unused and unexpired (and, for a signing challenge, bound to `boundTo`). It is spent before anything else is checked:
 * a challenge answers one response, whatever its outcome. Null when there is no such challenge; else the challenge,
 * for the library to check it again.
 */
export async function spendChallengeOf(
  deps: ServiceDeps,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: string | null,
  boundTo: string | null = null,
): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string" || challenge.length === 0 || challenge.length > 128) return null;
  return (await spendChallenge(deps.db, challenge, purpose, userId, deps.now(), boundTo)) ? challenge : null;
}

/** The transports stored with a passkey, for the browser to find it again. */
export function transportsOf(row: PasskeyRow): string[] | undefined {
  const transports: unknown = row.transports === null ? undefined : JSON.parse(row.transports);
  return Array.isArray(transports) ? transports.filter((item) => typeof item === "string") : undefined;
}

/** A passkey as the customer sees it: never its public key. */
export function toPublicPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}

/**
 * Options for navigator.credentials.create(): a discoverable credential (so it can sign in without an email) with
 * user verification (so it is two factors in one), no attestation, and none of the user's passkeys again.
 */
export async function passkeyRegistrationOptions(
  deps: ServiceDeps,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingPartyOf(deps.siteUrl);
  const existing = await listUserPasskeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`,
    userID: isoUint8Array.fromUTF8String(user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: KEY_ALGORITHMS,
  });
  await storeChallenge(deps, options.challenge, "registration", user.id);
  return options;
}

export type AddPasskeyOutcome =
  { kind: "added"; passkey: Passkey } | { kind: "refused" } | { kind: "already-registered" };

/** Verifies the browser's registration answer against a challenge this user was given, and keeps the passkey. */
export async function addPasskey(
  deps: ServiceDeps,
  user: UserRow,
  input: { response: RegistrationResponseJSON; name?: string | undefined },
  client: ClientInfo,
): Promise<AddPasskeyOutcome> {
  const challenge = await spendChallengeOf(deps, input.response.response.clientDataJSON, "registration", user.id);
  if (challenge === null) return { kind: "refused" };
  const rp = relyingPartyOf(deps.siteUrl);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: KEY_ALGORITHMS,
    });
  } catch {
    // The library refuses by throwing (a wrong origin, no user verification, garbage): all one refusal here.
    return { kind: "refused" };
  }
  if (!verification.verified) return { kind: "refused" };

  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const now = deps.now();
  const name = input.name ?? DEFAULT_PASSKEY_NAME;
  const subject = { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent };
  const added = await inTransaction(deps.db, async (trx) => {
    const inserted = await insertPasskey(trx, {
      id: credential.id,
      userId: user.id,
      name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      now,
    });
    if (inserted) await recordAuditEvent(trx, "passkey_added", subject, now, { passkeyId: credential.id, name });
    return inserted;
  });
  if (!added) return { kind: "already-registered" };

  const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
  const resetLink = siteLink(deps.siteUrl, "/forgot-password");
  deps.runLater(() => deps.mailer.send(passkeyAddedMessage(user, { name, place }, resetLink)));
  return {
    kind: "added",
    passkey: { id: credential.id, name, createdAt: new Date(now).toISOString(), lastUsedAt: null },
  };
}

export async function listPasskeys(deps: ServiceDeps, user: UserRow): Promise<Passkey[]> {
  return (await listUserPasskeys(deps.db, user.id)).map(toPublicPasskey);
}

/** Renames one of the user's passkeys; undefined when the user has none with that id (another's included). */
export async function renamePasskey(
  deps: ServiceDeps,
  user: UserRow,
  change: { id: string; name: string },
  client: ClientInfo,
): Promise<Passkey | undefined> {
  const now = deps.now();
  const renamed = await inTransaction(deps.db, async (trx) => {
    const row = await renameUserPasskey(trx, user.id, change.id, change.name);
    if (row) {
      await recordAuditEvent(
        trx,
        "passkey_renamed",
        { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
        now,
        { passkeyId: row.id, name: row.name },
      );
    }
    return row;
  });
  return renamed && toPublicPasskey(renamed);
}

/** Removes one of the user's passkeys, which then signs in no more; false when the user has none with that id. */
export async function removePasskey(
  deps: ServiceDeps,
  user: UserRow,
  id: string,
  client: ClientInfo,
): Promise<boolean> {
  const now = deps.now();
  const removed = await inTransaction(deps.db, async (trx) => {
    const row = await deleteUserPasskey(trx, user.id, id);
    if (row) {
      await recordAuditEvent(
        trx,
        "passkey_removed",
        { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
        now,
        { passkeyId: row.id, name: row.name },
      );
    }
    return row;
  });
  if (!removed) return false;
  const place = { when: new Date(now), ip: client.ip, userAgent: client.userAgent };
  deps.runLater(() => deps.mailer.send(passkeyRemovedMessage(user, { name: removed.name, place })));
  return true;
}
