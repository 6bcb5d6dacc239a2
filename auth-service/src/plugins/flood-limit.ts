// A coarse cap on requests to credential routes from one address, before any password is hashed.
// Failure-based limits (auth/abuse-limits.ts) are the real defence; this one keeps a flood off the hash pool.
// With REDIS_URL the counts live in Redis (or Valkey), so every instance behind the proxy shares one cap per
// address; without it each instance counts in its own memory.
// Redis down, at start or later, is decided on purpose not to be an error, since the database's failure counters
// still hold: each instance then caps in its own memory (the same limit, per instance), warns once per outage,
// and goes back to Redis by itself when it answers. No 5xx, no client refused for it, no request kept waiting.
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis, type RedisOptions } from "ioredis";
import { THROTTLED_WHAT, throttledMessage } from "@bank/contracts";
import { addressKey } from "../core/client-address.ts";
import { outageLog, redisOrMemoryStore } from "./flood-limit-store.ts";

/** A route's `config.rateLimit` that opts it into the cap, at the plugin's per-minute maximum. */
export const FLOOD_LIMITED = {};

export interface FloodLimitOptions {
  perMinute: number;
  /** Redis that holds the counts for every instance; undefined: this instance's memory. */
  redisUrl: string | undefined;
}

// A credential request must never wait on a dead Redis: no queue while disconnected, a cut-off command fails
// at once instead of being resent, and a slow one gives up in a quarter of a second (it is then counted in
// memory). A connection that stays silent is dropped and made again, every second at most while Redis is away.
// The name tells an operator's CLIENT LIST whose connections these are.
const REDIS_OPTIONS: RedisOptions = {
  connectionName: "auth-flood-cap",
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 250,
  socketTimeout: 1_000,
  retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
};

export default fp<FloodLimitOptions>(
  async (app, { perMinute, redisUrl }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      max: perMinute,
      timeWindow: 60_000,
      // An IPv6 client is one /64, as in every per-address limit.
      keyGenerator: (request) => addressKey(request.ip),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        success: false,
        message: throttledMessage(THROTTLED_WHAT.requests, context.ttl),
      }),
      ...(redisUrl ? { store: await sharedStore(app, redisUrl) } : {}),
    });
  },
  { name: "flood-limit" },
);

async function sharedStore(app: FastifyInstance, redisUrl: string): Promise<FastifyRateLimitStoreCtor> {
  const redis = new Redis(redisUrl, REDIS_OPTIONS);
  const outage = outageLog(app.log);
  // Every failure is already answered by the memory fallback and its one warning; an unhandled error event
  // would print each reconnection attempt, so the details go to debug.
  redis.on("error", (error) => app.log.debug({ err: error }, "flood cap: Redis connection error"));
  // The reconnection timer would otherwise keep the process alive after the server has closed.
  app.addHook("onClose", async () => redis.disconnect());
  // Waiting for the first connection lets a healthy start share the cap from the first request; a refused one
  // fails at once (a silent host within connectTimeout), and the service starts on memory and keeps retrying.
  await redis.connect().catch((error: unknown) => outage.down(error));
  return redisOrMemoryStore(redis, outage);
}
