// Secrets handed to a browser or a mailbox (session cookies, mailed links): 256 random bits, only their SHA-256 kept.
import crypto from "node:crypto";

/** A new 256-bit token, base64url. */
export function newSecretToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
