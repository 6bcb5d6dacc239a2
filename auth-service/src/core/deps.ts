// What every domain of the service (identity, onboarding, staff, the workspace) needs from its surroundings, passed in so
// tests can set the clock.
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { BankSettings } from "./bank-settings.ts";
import type { SecretBox } from "./secret-box.ts";

export interface ServiceDeps {
  db: Db;
  secretBox: SecretBox;
  /** The HMAC key of recovery codes, derived from the service key: a stolen database alone cannot be searched for them. */
  recoveryCodeKey: Buffer;
  /** The AES-256-GCM key of onboarding documents at rest, derived from the service key ("onboarding-documents"). */
  documentKey: Buffer;
  mailer: Mailer;
  /** The partner bank: its mode (sandbox), routing number, name and the sandbox's time scale. */
  bank: BankSettings;
  /** The site's origin, for links in mail (never taken from a request's Host header). */
  siteUrl: string;
  /** Milliseconds since the epoch; a test can move it. */
  now(): number;
  /**
   * Runs work after the answer has gone (mail), so an answer's timing cannot tell whether an account exists.
   * Failures are logged; shutdown waits for what is under way.
   */
  runLater(task: () => Promise<void> | void): void;
}

/** Who is asking: the real client address (behind trusted proxies only), the browser, and its device cookie. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The id in the browser's signed device cookie, or null when it has none or the signature fails. */
  deviceId: string | null;
}
