// An account or session the service answered OK for survives kill -9 of the process (a real child process), on
// either engine.
import { afterAll, describe, expect, it } from "vitest";
import { startService, type ServiceProcess } from "./service-process.ts";
import { newAccount, temporaryFolders } from "./support.ts";
import { sharedServiceDatabase } from "./test-database.ts";

const folders = temporaryFolders();
const dataDir = folders.make("auth-durability-");
const running: ServiceProcess[] = [];
// One database for every process of this file: SQLite in the data folder, or PostgreSQL (which the kill spares).
const shared = sharedServiceDatabase();
afterAll(async () => {
  for (const service of running) await service.stop("SIGKILL");
  folders.removeAll();
});

async function start(): Promise<ServiceProcess> {
  // Each sign-up speaks from its own address (the test trusts itself as the proxy), so the per-address limit
  // of 10 an hour does not answer for the burst.
  const service = await startService({ DATA_DIR: dataDir, TRUSTED_PROXIES: "127.0.0.1", ...(await shared) });
  running.push(service);
  return service;
}

let addressCounter = 0;
const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.18.0.${++addressCounter}` },
    body: JSON.stringify(body),
  });

/** Sign-up answers a taken address like a new one, so an account is shown to exist by signing in to it. */
const signsIn = async (base: string, account: { email: string; password: string }) =>
  (await post(base, "/api/signin", { email: account.email, password: account.password })).status === 200;

describe("durability", () => {
  it("keeps an acknowledged sign-up and sign-in across kill -9", async () => {
    const first = await start();
    const account = newAccount();
    expect((await post(first.origin, "/api/signup", account)).status).toBe(201);
    const signIn = await post(first.origin, "/api/signin", account);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0]!;
    await first.stop("SIGKILL");

    const second = await start();
    const status = await fetch(`${second.origin}/api/auth/session-status`, { headers: { cookie } });
    expect(await status.json()).toEqual({ isValid: true });
    expect(await signsIn(second.origin, account)).toBe(true);
    await second.stop("SIGKILL");
  }, 60_000);

  it("keeps every acknowledged sign-up when killed in the middle of a burst", async () => {
    const service = await start();
    const acknowledged: { email: string; password: string }[] = [];
    const burst = Array.from({ length: 20 }, async () => {
      const account = newAccount();
      const response = await post(service.origin, "/api/signup", account).catch(() => null);
      if (response?.status === 201) acknowledged.push(account);
    });
    for (let waited = 0; acknowledged.length < 3 && waited < 10_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await service.stop("SIGKILL");
    await Promise.allSettled(burst);

    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    const again = await start();
    for (const account of acknowledged) expect(await signsIn(again.origin, account), account.email).toBe(true);
    await again.stop("SIGKILL");
  }, 60_000);
});
