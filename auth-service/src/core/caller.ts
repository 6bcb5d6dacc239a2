// The one narrow interface between identity and the business workspace: who is calling (their id, address, second
// factors, how this session was proven and when) and their place in one business. The workspace learns about people
// only through it and never reads the identity tables (sessions, users, passkeys) itself.
import type { MemberPermission } from "@bank/contracts";
import type { Db } from "../db/database.ts";
import type { ClientInfo } from "./deps.ts";

export type SecondFactorKind = "code" | "passkey";

/** A proof no older than this is fresh enough to change how an account or a team is protected (step-up, "sudo mode"). */
export const STEP_UP_MAX_AGE_MS = 10 * 60_000;

/** A person's place in a business. An owner holds every permission. */
export interface Membership {
  businessId: string;
  permissions: MemberPermission[];
  owner: boolean;
  joinedAt: number;
}

export interface Caller {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** The second factors the person has set up. */
  secondFactors: SecondFactorKind[];
  /** When this session last proved a second factor (at sign-in or in a step-up), or null: a password-only session. */
  secondFactorAt: number | null;
  /** Their membership of the business the request names, or null (none named, or not a member). */
  membership: Membership | null;
}

/** What the workspace may know of another person: for team lists and mail. */
export interface Person {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  secondFactor: boolean;
}

export interface IdentityDirectory {
  /**
   * The caller of a session token, with their membership of `businessId` (when given), in one round trip to the
   * database; null when the token names no open session (expired sessions end here, like anywhere else).
   */
  callerOf(token: string | undefined, businessId: string | null): Promise<Caller | null>;
  /** The people with these ids (in the caller's transaction when given one); missing ids are left out. */
  people(db: Db, userIds: readonly string[]): Promise<Map<string, Person>>;
  /**
   * How the person can sign what `binding` names (a payment's terms, hashed): WebAuthn request options whose
   * challenge was issued for that binding and that person alone (null without a passkey), and whether an
   * authenticator code can.
   */
  signingOptions(userId: string, binding: string): Promise<SigningOptions>;
  /** Checks a signature of `binding` like a sign-in attempt; what proved it comes back as evidence to keep. */
  confirmSigning(userId: string, binding: string, proof: SigningProof, client: ClientInfo): Promise<SigningResult>;
}

/** The browser's assertion (navigator.credentials.get()'s answer, as JSON), or an authenticator code. */
export type SigningProof =
  { passkey: Record<string, unknown>; code?: undefined } | { code: string; passkey?: undefined };

export type SigningOptions =
  | { kind: "options"; webauthn: Record<string, unknown> | null; totp: boolean }
  | { kind: "throttled"; retryAfterMs: number }
  | { kind: "no-factor" };

export type SigningResult =
  | { kind: "signed"; method: SecondFactorKind; evidence: Record<string, unknown> }
  | { kind: "wrong-proof" }
  | { kind: "no-factor" }
  | { kind: "throttled"; retryAfterMs: number };
