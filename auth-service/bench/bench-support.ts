// What the service benchmarks share (bench:auth, bench:ledger): the service and a bare Fastify route started as
// processes of their own, accounts signed up and in through the API, a business opened as approval opens one, and
// autocannon runs summed up the same way. Every process and folder made here goes when the bench exits.
import { DEFAULT_BANK_SETTINGS } from "../src/core/bank-settings.ts";
import { fork, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { findUserByEmail } from "../src/db/users-store.ts";
import { inTransaction, openDatabase } from "../src/db/database.ts";
import { openBusiness } from "../src/workspace/domain/businesses.ts";
import { freePort } from "@bank/testing/free-port";
import { createDatabase, type PostgresServer } from "../test/servers/postgres-server.ts";

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = import.meta.dirname;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

export function cleanUp(): void {
  for (const child of children) child.kill("SIGKILL");
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", cleanUp);

export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

export type Engine = "sqlite" | "postgres";

export interface AuthService {
  base: string;
  /** Where the service keeps its data: the bench opens the same database to set up what no route does. */
  dataDir: string;
  databaseUrl: string;
  /** The service's process (its pid, for reading its memory). */
  child: ChildProcess;
}

/**
 * Starts the service in a process of its own: on a SQLite file in a fresh folder, or on a fresh database of the
 * PostgreSQL cluster given. `env` adds to (or overrides) the service's settings.
 */
export async function startAuthService(
  engine: Engine,
  postgres: PostgresServer | undefined,
  env: Record<string, string> = {},
): Promise<AuthService> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-bench-"));
  dataDirs.push(dataDir);
  const database =
    engine === "postgres"
      ? { DATABASE_URL: await createDatabase(postgres!), AUTH_SECRET_KEY: "ab".repeat(32) }
      : { DATABASE_URL: "" };
  const child = spawn(process.execPath, [path.join(here, "../src/server.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: "",
      LOG_LEVEL: "warn",
      // The load comes from one address; the per-minute flood cap would otherwise measure itself.
      AUTH_FLOOD_LIMIT_PER_MINUTE: "100000000",
      TRUSTED_PROXIES: "127.0.0.1",
      ...database,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return { base, dataDir, databaseUrl: database.DATABASE_URL, child };
}

/**
 * Opens a business owned by the account, as staff approving its application does (the service tests' way, without
 * the queue): straight in the service's database, from this process. Returns its id.
 */
export async function openBusinessOf(
  service: AuthService,
  email: string,
  legalName = "Bench Widgets LLC",
): Promise<string> {
  const { db, close } = await openDatabase({ dataDir: service.dataDir, databaseUrl: service.databaseUrl });
  try {
    const owner = await findUserByEmail(db, email);
    if (!owner) throw new Error(`no account for ${email}`);
    const client = { ip: "127.0.0.1", userAgent: null, deviceId: null };
    const row = await inTransaction(db, (trx) =>
      openBusiness(
        trx,
        { applicationId: null, ownerId: owner.id, ownerEmail: email, legalName, tradeName: null },
        { staffId: owner.id, client },
        Date.now(),
        DEFAULT_BANK_SETTINGS,
      ),
    );
    return row.id;
  } finally {
    await close();
  }
}

export async function startBareServer(): Promise<string> {
  const child = fork(path.join(here, "bare-server.ts"), { stdio: "ignore" });
  children.push(child);
  const port = await new Promise<number>((resolve) =>
    child.once("message", (message) => resolve((message as { port: number }).port)),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/bare`);
  return base;
}

export interface BenchAccount {
  /** The sign-in body. */
  body: string;
  /** Where the account's customer signs in from: an address of its own and their browser's device cookie. */
  address: string;
  session: string;
  device: string;
}

let accountCounter = 0;

/** The `name=value` of a cookie a response set, for the next request's Cookie header. */
export function cookieOf(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in the answer (${response.status})`);
  return cookie.split(";")[0]!;
}

/**
 * Signs an account up and in from an address of its own, as real customers do: the per-address and
 * per-account limits then answer only where one client pushes past them.
 */
export async function createAccountAndSignIn(base: string, email: string, password: string): Promise<BenchAccount> {
  accountCounter += 1;
  const address = `198.18.${Math.floor(accountCounter / 250)}.${(accountCounter % 250) + 1}`;
  const account = {
    firstName: "Bench",
    lastName: "Marker",
    email,
    password,
    confirmPassword: password,
    phoneNumber: "555-123-4567",
    agreeToTerms: true,
  };
  const headers = { "content-type": "application/json", "x-forwarded-for": address };
  const signUp = await fetch(`${base}/api/signup`, { method: "POST", headers, body: JSON.stringify(account) });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const body = JSON.stringify({ email, password });
  const signIn = await fetch(`${base}/api/signin`, { method: "POST", headers, body });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return { body, address, session: cookieOf(signIn, "session"), device: cookieOf(signIn, "device") };
}

export type Result = autocannon.Result;

export function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export function summary(result: Result): {
  rps: number;
  ok: number;
  p50: number;
  p99: number;
  non2xx: number;
  statuses: string;
  errors: number;
} {
  return {
    rps: Math.round(result.requests.average),
    // Answers that did what was asked, per second: a 429 is fast and would flatter a throughput figure.
    ok: Math.round(result["2xx"] / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", "),
    errors: result.errors,
  };
}

export type Figures = ReturnType<typeof summary>;

export const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
