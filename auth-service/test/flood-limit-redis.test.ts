// The flood cap shared through a real Redis by two app instances: one cap per address across both, each
// instance on its own memory while Redis is down (no 5xx), and shared again once Redis is back.
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress, postJson } from "./support.ts";
import { freePort } from "@bank/testing/free-port";
import { startRedis, type RedisServer } from "./servers/redis-server.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const CAP = 10;
const RECONNECT_LIMIT_MS = 30_000;

interface Instance {
  t: TestApp;
  /** The flood cap's own log lines: what an operator sees of an outage. */
  floodLog: { level: number; msg: string }[];
}

async function startInstance(redisUrl: string): Promise<Instance> {
  const floodLog: Instance["floodLog"] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg?: string };
        if (entry.msg?.startsWith("flood cap:")) floodLog.push({ level: entry.level, msg: entry.msg });
      }
      done();
    },
  });
  const t = await createTestApp({ floodLimitPerMinute: CAP, redisUrl, logLevel: "info", logStream });
  return { t, floodLog };
}

const WARN = 40;
const INFO = 30;
const outageWarnings = (instance: Instance) =>
  instance.floodLog.filter((line) => line.level === WARN && line.msg.includes("Redis unreachable"));
const recoveries = (instance: Instance) =>
  instance.floodLog.filter((line) => line.level === INFO && line.msg.includes("Redis answers again"));

/** One credential request (an empty sign-in: the cap answers before validation does) from `from`. */
async function status(instance: Instance, from: string): Promise<number> {
  return (await postJson(instance.t.app, "/api/signin", {}, {}, from)).statusCode;
}

/** All at once, one request to each instance listed, from one address. */
const burst = (instances: Instance[], from: string) => Promise.all(instances.map((i) => status(i, from)));
const alternating = (count: number, x: Instance, y: Instance) =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? x : y));
const times = (count: number, instance: Instance) => Array.from({ length: count }, () => instance);
const passed = (statuses: number[]) => statuses.filter((code) => code !== 429).length;
const serverErrors = (statuses: number[]) => statuses.filter((code) => code >= 500).length;

/** Polls until `y` refuses an address that only `x` has used up, which only counts kept in Redis allow. */
async function untilShared(x: Instance, y: Instance): Promise<void> {
  const deadline = Date.now() + RECONNECT_LIMIT_MS;
  for (;;) {
    const from = freshAddress();
    await burst(times(CAP, x), from);
    if ((await status(y, from)) === 429) return;
    if (Date.now() > deadline) throw new Error(`the cap was not shared again within ${RECONNECT_LIMIT_MS} ms`);
    await sleep(200);
  }
}

/** Both instances count one address together: a burst of three caps split across them passes one cap. */
async function expectSharedCap(x: Instance, y: Instance): Promise<void> {
  const statuses = await burst(alternating(3 * CAP, x, y), freshAddress());
  expect(serverErrors(statuses)).toBe(0);
  expect(passed(statuses)).toBe(CAP);
}

/** Each instance counts on its own: the cap passes on `x`, then again in full on `y`. */
async function expectCapPerInstance(x: Instance, y: Instance): Promise<void> {
  const from = freshAddress();
  for (const instance of [x, y]) {
    const statuses = await burst(times(CAP, instance), from);
    expect(serverErrors(statuses)).toBe(0);
    expect(passed(statuses)).toBe(CAP);
    expect(await status(instance, from)).toBe(429);
  }
}

const redisClientsNamed = async (url: string, name: string): Promise<number> => {
  const admin = new Redis(url);
  try {
    const list = (await admin.client("LIST")) as string;
    return list.split("\n").filter((line) => line.includes(` name=${name} `)).length;
  } finally {
    admin.disconnect();
  }
};

describe("the flood cap shared through Redis", () => {
  let redis: RedisServer;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    redis = await startRedis();
    a = await startInstance(redis.url);
    b = await startInstance(redis.url);
  });
  afterAll(async () => {
    await a?.t.close();
    await b?.t.close();
    await redis?.stop();
  });

  it("counts one address across both instances: the cap passes, alternating A and B, then both answer 429", async () => {
    const from = freshAddress();
    const first = await burst(alternating(CAP, a, b), from);
    expect(first.filter((code) => code === 429)).toEqual([]);
    expect(serverErrors(first)).toBe(0);
    expect(await burst([a, b], from)).toEqual([429, 429]);

    await expectSharedCap(a, b);
    expect(outageWarnings(a)).toEqual([]);
  });

  it("while Redis is down: no 5xx, and each instance caps the address in its own memory, warning once", async () => {
    await redis.stop();

    await expectCapPerInstance(a, b);
    await expectCapPerInstance(b, a);
    expect(outageWarnings(a)).toHaveLength(1);
    expect(outageWarnings(b)).toHaveLength(1);
  });

  it("once Redis is back at its address, both share the cap again without a restart", async () => {
    redis = await startRedis({ port: redis.port });

    await untilShared(a, b);
    await expectSharedCap(a, b);
    await expectSharedCap(b, a);
    expect(recoveries(a)).toHaveLength(1);
    expect(recoveries(b)).toHaveLength(1);
  });

  it("closing an instance closes its Redis connection", async () => {
    const before = await redisClientsNamed(redis.url, "auth-flood-cap");
    const extra = await startInstance(redis.url);
    expect(await redisClientsNamed(redis.url, "auth-flood-cap")).toBe(before + 1);
    await extra.t.close();
    const deadline = Date.now() + RECONNECT_LIMIT_MS;
    while ((await redisClientsNamed(redis.url, "auth-flood-cap")) !== before && Date.now() < deadline) {
      await sleep(50);
    }
    expect(await redisClientsNamed(redis.url, "auth-flood-cap")).toBe(before);
  });
});

describe("instances started while Redis is down", () => {
  let port: number;
  let c: Instance;
  let d: Instance;
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    port = await freePort();
    c = await startInstance(`redis://127.0.0.1:${port}`);
    d = await startInstance(`redis://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await c?.t.close();
    await d?.t.close();
    await redis?.stop();
  });

  it("start and answer, each capping in its own memory, with one warning each", async () => {
    expect((await c.t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    await expectCapPerInstance(c, d);
    expect(outageWarnings(c)).toHaveLength(1);
    expect(outageWarnings(d)).toHaveLength(1);
  });

  it("share the cap once Redis comes up", async () => {
    redis = await startRedis({ port });

    await untilShared(c, d);
    await expectSharedCap(c, d);
    expect(recoveries(c)).toHaveLength(1);
  });
});
