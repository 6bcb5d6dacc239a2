// What the authentication functions need from their surroundings, passed in so tests can set the clock.
import type { Db } from "../db/database.ts";
import type { SecretBox } from "./secret-box.ts";

export interface AuthDeps {
  db: Db;
  secretBox: SecretBox;
  /** Milliseconds since the epoch; a test can move it. */
  now(): number;
}

/** Who is asking: the real client address (behind trusted proxies only) and the browser. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}
