// A coarse in-memory cap on requests to credential routes from one address, before any password is hashed.
// Failure-based limits (auth/abuse-limits.ts) are the real defence; this one keeps a flood off the hash pool.
import fastifyRateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { THROTTLED_WHAT, throttledMessage } from "@bank/contracts";
import { addressKey } from "../auth/client-address.ts";

/** A route's `config.rateLimit` that opts it into the cap, at the plugin's per-minute maximum. */
export const FLOOD_LIMITED = {};

export interface FloodLimitOptions {
  perMinute: number;
}

export default fp<FloodLimitOptions>(
  async (app, { perMinute }) => {
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
    });
  },
  { name: "flood-limit" },
);
