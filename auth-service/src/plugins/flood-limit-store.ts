// Where the flood cap counts with REDIS_URL: in Redis, shared by every instance, and in this instance's memory
// for any request Redis cannot count (down, unreachable, too slow), so an outage never fails a request.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** The prefix of every key the cap writes, so its keys say whose they are in a shared Redis. */
const KEY_PREFIX = "auth-flood-cap-";

type Incr = FastifyRateLimitStore["incr"];
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/** Logs the start and the end of a Redis outage once each, however many requests fall back in between. */
export function outageLog(log: FastifyBaseLogger) {
  let down = false;
  return {
    down(reason: unknown): void {
      if (down) return;
      down = true;
      log.warn(
        { err: reason },
        "flood cap: Redis unreachable; each instance caps in its own memory until Redis answers again",
      );
    },
    up(): void {
      if (!down) return;
      down = false;
      log.info("flood cap: Redis answers again; the cap is shared by every instance again");
    },
  };
}

export type OutageLog = ReturnType<typeof outageLog>;

class RedisOrMemoryStore implements FastifyRateLimitStore {
  readonly #shared: FastifyRateLimitStore;
  readonly #memory: FastifyRateLimitStore;
  readonly #outage: OutageLog;

  constructor(shared: FastifyRateLimitStore, memory: FastifyRateLimitStore, outage: OutageLog) {
    this.#shared = shared;
    this.#memory = memory;
    this.#outage = outage;
  }

  // Without an offline queue a disconnected client fails the command at once, so trying Redis first costs
  // nothing while it is down, and the first request after it returns is counted there again.
  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number): void {
    this.#shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.#outage.down(error);
          this.#memory.incr(key, callback, timeWindow, max);
          return;
        }
        this.#outage.up();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  // Each route gets its own counts in both stores, as the plugin's own stores do.
  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisOrMemoryStore(this.#shared.child(routeOptions), this.#memory.child(routeOptions), this.#outage);
  }
}

/** @fastify/rate-limit's `store` option: counts in `redis`, in this instance's memory whenever Redis fails. */
export function redisOrMemoryStore(redis: Redis, outage: OutageLog): FastifyRateLimitStoreCtor {
  // Only the routes' children count (the cap is never global), and they take the route's own options.
  return class extends RedisOrMemoryStore {
    constructor() {
      super(new RedisStore(false, false, redis, KEY_PREFIX), new LocalStore(false, false), outage);
    }
  };
}
