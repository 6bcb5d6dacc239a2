// Types for the two stores @fastify/rate-limit ships without declarations; the flood cap wraps them both.
declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";
  import type { Redis } from "ioredis";

  /** Counts in Redis with one Lua script (INCR, then PEXPIRE on the first hit), keyed `${key}${route}-${client}`. */
  export default class RedisStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr: FastifyRateLimitStore["incr"];
    child: FastifyRateLimitStore["child"];
  }
}

declare module "@fastify/rate-limit/store/LocalStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";

  /** Counts in this process's memory, in an LRU of `cache` clients (5,000 by default). */
  export default class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: FastifyRateLimitStore["incr"];
    child: FastifyRateLimitStore["child"];
  }
}
