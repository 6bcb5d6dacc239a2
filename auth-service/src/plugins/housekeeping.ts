// Forgets what no longer matters: sessions and one-time tokens over for a week, limit counters whose window has
// passed, known devices whose cookie has expired, WebAuthn challenges past their 5 minutes, idempotency keys past
// their 24 hours and conversion quotes an hour after they expired. Lockout counts are never swept: only a success
// or a password reset forgets them (the 100-failure cap).
import fp from "fastify-plugin";
import type { Db } from "../db/database.ts";
import { deleteForgettableFailureCounters } from "../db/failure-counters-store.ts";
import { deleteDevicesNotSeenSince } from "../db/known-devices-store.ts";
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from "./cookies.ts";
import { deleteTokensExpiredBefore } from "../db/one-time-tokens-store.ts";
import { deleteChallengesExpiredBefore } from "../db/passkeys-store.ts";
import { deleteSessionsOverBefore } from "../db/sessions-store.ts";
import { IDEMPOTENCY_KEY_TTL_MS } from "@bank/contracts";
import { deleteIdempotencyKeysBefore } from "../workspace/store/idempotency-store.ts";
import { deleteQuotesExpiredBefore } from "../workspace/store/quotes-store.ts";

const HOUR = 3_600_000;
const KEEP_ENDED_SESSIONS_MS = 7 * 24 * HOUR;

export async function sweep(
  db: Db,
  now: number,
): Promise<{
  sessions: number;
  counters: number;
  tokens: number;
  devices: number;
  challenges: number;
  idempotencyKeys: number;
  quotes: number;
}> {
  return {
    sessions: await deleteSessionsOverBefore(db, now - KEEP_ENDED_SESSIONS_MS),
    counters: await deleteForgettableFailureCounters(db, now),
    tokens: await deleteTokensExpiredBefore(db, now - KEEP_ENDED_SESSIONS_MS),
    devices: await deleteDevicesNotSeenSince(db, now - DEVICE_COOKIE_MAX_AGE_SECONDS * 1000),
    challenges: await deleteChallengesExpiredBefore(db, now),
    idempotencyKeys: await deleteIdempotencyKeysBefore(db, now - IDEMPOTENCY_KEY_TTL_MS),
    quotes: await deleteQuotesExpiredBefore(db, now - HOUR),
  };
}

export default fp(
  async (app) => {
    // Every instance sweeps; the deletes are idempotent, so instances sweeping at once only repeat each other.
    // A database that is out of reach is logged and tried again next hour, never fatal.
    const run = async () => {
      try {
        const removed = await sweep(app.deps.db, app.deps.now());
        if (Object.values(removed).some((count) => count > 0)) app.log.info(removed, "housekeeping removed old rows");
      } catch (err) {
        app.log.warn({ err }, "housekeeping could not reach the database");
      }
    };
    app.addHook("onReady", async () => run());
    const timer = setInterval(() => void run(), HOUR);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "housekeeping", dependencies: ["service-context"] },
);
