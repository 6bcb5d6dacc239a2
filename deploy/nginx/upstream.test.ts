// The template's upstream with two instances, in the real nginx against two small stand-in instances: what
// nginx passes on to the other instance when one is stopped or answers 503, and what it must never send twice.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort } from "@bank/testing/free-port";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { NGINX, startNginx, type NginxProcess } from "./nginx-process.ts";

interface StandIn {
  address: string;
  /** The probe ids of the requests it received, with their methods. */
  received: { method: string; probe: string }[];
  close(): Promise<void>;
}

/** An instance that answers every request with `status` and records what it was sent. */
async function startStandIn(status: number): Promise<StandIn> {
  const received: StandIn["received"] = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method ?? "", probe: String(request.headers["x-probe"]) });
    request.resume();
    request.on("end", () => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify({ status }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-upstream-"));
fs.mkdirSync(path.join(scratch, "site"));
fs.writeFileSync(path.join(scratch, "site", "index.html"), "<h1>Home</h1>");
fs.writeFileSync(path.join(scratch, "site", ".security-headers.nginx.conf"), "");
const running: { stop?: () => Promise<void>; close?: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => (process.stop ?? process.close)!()));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function nginxBefore(a: string, b: string): Promise<NginxProcess> {
  const nginx = await startNginx(fs.mkdtempSync(path.join(scratch, "nginx-")), {
    SITE_ROOT: path.join(scratch, "site"),
    AUTH_SERVICE_A: a,
    AUTH_SERVICE_B: b,
  });
  running.push(nginx);
  return nginx;
}

async function send(nginx: NginxProcess, method: "GET" | "POST", probe: string): Promise<number> {
  const response = await fetch(`${nginx.origin}/api/probe`, {
    method,
    headers: { "x-probe": probe, "content-type": "application/json" },
    ...(method === "POST" ? { body: "{}" } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

// Round robin starts at A, and A leaves the pool after its second failure: this order sends A a POST and a GET.
const METHODS = ["POST", "GET", "GET", "POST", "POST", "GET"] as const;

describe.skipIf(NGINX === undefined)("deploy/nginx/default.conf.template with two instances", () => {
  it("passes GETs and POSTs to the other instance when one is stopped: nothing was sent to it", async () => {
    const b = await startStandIn(200);
    running.push(b);
    const stopped = `127.0.0.1:${await freePort()}`;
    const nginx = await nginxBefore(stopped, b.address);

    const statuses = [];
    for (const [index, method] of METHODS.entries()) statuses.push(await send(nginx, method, `p${index}`));

    expect(statuses).toEqual(METHODS.map(() => 200));
    expect(b.received.map(({ probe }) => probe)).toEqual(METHODS.map((_, index) => `p${index}`));
    const log = fs.readFileSync(nginx.accessLog, "utf8");
    expect(log).toMatch(new RegExp(`"POST /api/probe HTTP/1.1" 200 upstream="${stopped}, ${b.address}"`));
  });

  it("passes a GET answered 503 to the other instance, but never a POST that one instance received", async () => {
    const a = await startStandIn(503);
    const b = await startStandIn(200);
    running.push(a, b);
    const nginx = await nginxBefore(a.address, b.address);

    const statuses = new Map<string, number>();
    for (const [index, method] of METHODS.entries()) statuses.set(`p${index}`, await send(nginx, method, `p${index}`));

    const onA = (method: string) => a.received.filter((request) => request.method === method).map(({ probe }) => probe);
    const onB = new Set(b.received.map(({ probe }) => probe));
    expect(onA("POST").length).toBeGreaterThan(0);
    expect(onA("GET").length).toBeGreaterThan(0);
    // A sign-in A has seen is answered as A answered it: a second instance could count it again.
    for (const probe of onA("POST")) {
      expect(statuses.get(probe), probe).toBe(503);
      expect(onB.has(probe), probe).toBe(false);
    }
    for (const probe of onA("GET")) {
      expect(statuses.get(probe), probe).toBe(200);
      expect(onB.has(probe), probe).toBe(true);
    }
  });
});
