// An account or session the service answered OK for survives kill -9 of the process (a real child process).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newAccount } from "./support.ts";

const serverEntry = path.resolve(import.meta.dirname, "../src/server.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-durability-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startService(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, "no-site"),
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the service did not start");
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

const post = (base: string, url: string, body: unknown, cookie?: string) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("durability", () => {
  it("keeps an acknowledged sign-up and sign-in across kill -9", async () => {
    const first = await startService();
    const account = newAccount();
    expect((await post(first.base, "/api/signup", account)).status).toBe(201);
    const signIn = await post(first.base, "/api/signin", account);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    await killHard(first.child);

    const second = await startService();
    const status = await fetch(`${second.base}/api/auth/session-status`, { headers: { cookie } });
    expect(await status.json()).toEqual({ isValid: true });
    expect((await post(second.base, "/api/signin", account)).status).toBe(200);
    expect((await post(second.base, "/api/signup", account)).status).toBe(409);
    await killHard(second.child);
  }, 60_000);

  it("keeps every acknowledged sign-up when killed in the middle of a burst", async () => {
    const service = await startService();
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 20 }, async () => {
      const account = newAccount();
      const response = await post(service.base, "/api/signup", account).catch(() => null);
      if (response?.status === 201) acknowledged.push(account.email);
    });
    for (let waited = 0; acknowledged.length < 3 && waited < 10_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await killHard(service.child);
    await Promise.allSettled(burst);

    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    const again = await startService();
    for (const email of acknowledged) {
      const retry = await post(again.base, "/api/signup", { ...newAccount(), email });
      expect(retry.status, email).toBe(409);
    }
    await killHard(again.child);
  }, 60_000);
});
