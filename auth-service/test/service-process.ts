// Runs the real service (src/server.ts) as a child process, as production runs it, for shutdown and backup tests.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("../src/server.ts", import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  origin: string;
  /** Every stdout line, parsed: the service logs JSON only. */
  logLines: Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startService(env: {
  DATA_DIR: string;
  SITE_DIR?: string;
  TRUSTED_PROXIES?: string;
  /** PostgreSQL instead of the SQLite file in DATA_DIR (with AUTH_SECRET_KEY, which it requires). */
  DATABASE_URL?: string;
  AUTH_SECRET_KEY?: string;
  /** The sandbox rails' delays times this (0.01: a wire posts in 30 ms). */
  SANDBOX_TIME_SCALE?: string;
}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SITE_DIR: env.SITE_DIR ?? "",
      DATA_DIR: env.DATA_DIR,
      ...(env.TRUSTED_PROXIES ? { TRUSTED_PROXIES: env.TRUSTED_PROXIES } : {}),
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
      ...(env.AUTH_SECRET_KEY ? { AUTH_SECRET_KEY: env.AUTH_SECRET_KEY } : {}),
      ...(env.SANDBOX_TIME_SCALE ? { SANDBOX_TIME_SCALE: env.SANDBOX_TIME_SCALE } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logLines: Record<string, unknown>[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));

  const origin = await new Promise<string>((resolve, reject) => {
    let pending = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      let newline: number;
      while ((newline = pending.indexOf("\n")) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        const entry = JSON.parse(line) as Record<string, unknown>;
        logLines.push(entry);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg));
        if (listening) resolve(listening[1]!);
      }
    });
    void exited.then(({ code }) => reject(new Error(`service exited (${code}) before listening: ${stderr}`)));
  });

  return {
    child,
    origin,
    logLines,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

let addressCounter = 0;

/**
 * POSTs JSON to a running service as a client behind the trusted proxy, each request from a new address (so the
 * per-address limits answer only where a test means them to); with `cookie`, as a signed-in browser.
 */
export function postTo(origin: string, url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${origin}${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.18.${Math.floor(++addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}
