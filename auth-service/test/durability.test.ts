// An account or session the service answered OK for survives kill -9 of the process (a real child process).
import { afterAll, describe, expect, it } from "vitest";
import { startService, type ServiceProcess } from "./service-process.ts";
import { newAccount, temporaryFolders } from "./support.ts";

const folders = temporaryFolders();
const dataDir = folders.make("auth-durability-");
const running: ServiceProcess[] = [];
afterAll(async () => {
  for (const service of running) await service.stop("SIGKILL");
  folders.removeAll();
});

async function start(): Promise<ServiceProcess> {
  const service = await startService({ DATA_DIR: dataDir });
  running.push(service);
  return service;
}

const post = (base: string, url: string, body: unknown, cookie?: string) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("durability", () => {
  it("keeps an acknowledged sign-up and sign-in across kill -9", async () => {
    const first = await start();
    const account = newAccount();
    expect((await post(first.origin, "/api/signup", account)).status).toBe(201);
    const signIn = await post(first.origin, "/api/signin", account);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    await first.stop("SIGKILL");

    const second = await start();
    const status = await fetch(`${second.origin}/api/auth/session-status`, { headers: { cookie } });
    expect(await status.json()).toEqual({ isValid: true });
    expect((await post(second.origin, "/api/signin", account)).status).toBe(200);
    expect((await post(second.origin, "/api/signup", account)).status).toBe(409);
    await second.stop("SIGKILL");
  }, 60_000);

  it("keeps every acknowledged sign-up when killed in the middle of a burst", async () => {
    const service = await start();
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 20 }, async () => {
      const account = newAccount();
      const response = await post(service.origin, "/api/signup", account).catch(() => null);
      if (response?.status === 201) acknowledged.push(account.email);
    });
    for (let waited = 0; acknowledged.length < 3 && waited < 10_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await service.stop("SIGKILL");
    await Promise.allSettled(burst);

    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    const again = await start();
    for (const email of acknowledged) {
      const retry = await post(again.origin, "/api/signup", { ...newAccount(), email });
      expect(retry.status, email).toBe(409);
    }
    await again.stop("SIGKILL");
  }, 60_000);
});
