// What signed a payment's approval, as the service keeps it (auth-service/src/auth/transaction-signing.ts,
// confirmSigning; the binding added in auth-service/src/workspace/domain/payment-decisions.ts): a passkey's assertion,
// read down to the challenge inside its clientDataJSON and checked against the binding, or an authenticator code's
// time step and the 30 seconds it stands for. Evidence comes as a record of unknown values: anything not of the
// expected shape reads as absent, never as an error.
import type { ApprovalMethod } from "@bank/contracts";

/**
 * A signing challenge's first 32 bytes are SHA-256 of this followed by the binding (auth-service/src/auth/
 * transaction-signing.ts, signingChallenge); 16 random bytes follow.
 */
export const SIGNING_CHALLENGE_PREFIX = "payment-approval\n";
/** An authenticator code's time step (auth-service/src/auth/totp.ts, TOTP_PERIOD_SECONDS). */
export const TOTP_STEP_SECONDS = 30;

/** What the browser said it signed: clientDataJSON's type, origin and challenge (base64url). */
export interface ClientData {
  type: string | undefined;
  origin: string | undefined;
  challenge: string;
}

export type ReadEvidence =
  | {
      method: "passkey";
      binding: string | undefined;
      credentialId: string | undefined;
      counter: number | undefined;
      signature: string | undefined;
      /** Null when clientDataJSON is missing or is not base64url JSON with a challenge. */
      clientData: ClientData | null;
    }
  | { method: "code"; binding: string | undefined; step: number | undefined };

/** Whether the challenge's first 32 bytes are SHA-256 of the prefix and the binding; unchecked without Web Crypto. */
export type ChallengeCheck = "match" | "mismatch" | "unchecked";

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
const countOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** The bytes of base64url text (padding allowed); null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | null {
  const bare = text.replace(/={1,2}$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const base64 = bare.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** clientDataJSON (base64url of UTF-8 JSON) read: null when it is not that, or names no challenge. */
export function readClientData(clientDataJSON: string): ClientData | null {
  const bytes = base64urlBytes(clientDataJSON);
  if (!bytes) return null;
  try {
    const data: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    if (typeof data !== "object" || data === null) return null;
    const { type, origin, challenge } = data as Record<string, unknown>;
    return typeof challenge === "string" ? { type: textOf(type), origin: textOf(origin), challenge } : null;
  } catch {
    return null;
  }
}

/** An approval's evidence read for its method. */
export function readEvidence(method: ApprovalMethod, evidence: Readonly<Record<string, unknown>>): ReadEvidence {
  const binding = textOf(evidence.binding);
  if (method === "code") return { method, binding, step: countOf(evidence.step) };
  const clientDataJSON = textOf(evidence.clientDataJSON);
  return {
    method,
    binding,
    credentialId: textOf(evidence.credentialId),
    counter: countOf(evidence.counter),
    signature: textOf(evidence.signature),
    clientData: clientDataJSON === undefined ? null : readClientData(clientDataJSON),
  };
}

/**
 * Whether the challenge commits to the binding: its first 32 bytes equal SHA-256(prefix + binding). "unchecked"
 * where the browser has no Web Crypto (crypto.subtle exists only on https and localhost).
 */
export async function checkChallenge(
  challenge: string,
  binding: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<ChallengeCheck> {
  const bytes = base64urlBytes(challenge);
  if (!bytes || bytes.length < 32) return "mismatch";
  if (!subtle) return "unchecked";
  try {
    const digest = new Uint8Array(
      await subtle.digest("SHA-256", new TextEncoder().encode(`${SIGNING_CHALLENGE_PREFIX}${binding}`)),
    );
    return digest.every((byte, index) => byte === bytes[index]) ? "match" : "mismatch";
  } catch {
    return "unchecked";
  }
}

/** The 30 seconds a code's time step stands for: from its start to the next step's. */
export function codeStepWindow(step: number): { from: Date; to: Date } {
  const start = step * TOTP_STEP_SECONDS * 1000;
  return { from: new Date(start), to: new Date(start + TOTP_STEP_SECONDS * 1000) };
}

/** A long value's start and end around an ellipsis ("MEUCIQDx3kq…Q0VtA"); shown whole when short enough. */
export function shortened(text: string, head = 16, tail = 8): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
