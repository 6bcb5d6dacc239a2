// `pnpm bench:auth`: session-status and a business route (GET /api/businesses/:businessId, for a member) against a
// bare Fastify route, sign-in throughput, and session-status latency while sign-in (password hashing) is
// saturated, on SQLite and then on PostgreSQL (a durable cluster of its own, fsync on, as SQLite's synchronous
// FULL). Every figure comes from one run on one machine.
import { DEFAULT_BANK_SETTINGS } from "../src/core/bank-settings.ts";
import { fork, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { HASHING_QUEUE_LIMIT } from "../src/auth/password.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { inTransaction, openDatabase } from "../src/db/database.ts";
import { openBusiness } from "../src/workspace/domain/businesses.ts";
import { freePort } from "@bank/testing/free-port";
import { createDatabase, startPostgres, type PostgresServer } from "../test/servers/postgres-server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = import.meta.dirname;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
let postgres: PostgresServer | undefined;

function cleanUp(): void {
  for (const child of children) child.kill("SIGKILL");
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", cleanUp);

async function waitFor(url: string): Promise<void> {
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

type Engine = "sqlite" | "postgres";

interface AuthService {
  base: string;
  /** Where the service keeps its data: the bench opens the same database to set up what no route does. */
  dataDir: string;
  databaseUrl: string;
}

async function startAuthService(engine: Engine): Promise<AuthService> {
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
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return { base, dataDir, databaseUrl: database.DATABASE_URL };
}

/**
 * Opens a business owned by the account, as staff approving its application does (the service tests' way, without
 * the queue): straight in the service's database, from this process. Returns its id.
 */
async function openBusinessOf(service: AuthService, email: string): Promise<string> {
  const { db, close } = await openDatabase({ dataDir: service.dataDir, databaseUrl: service.databaseUrl });
  try {
    const owner = await findUserByEmail(db, email);
    if (!owner) throw new Error(`no account for ${email}`);
    const client = { ip: "127.0.0.1", userAgent: null, deviceId: null };
    const row = await inTransaction(db, (trx) =>
      openBusiness(
        trx,
        { applicationId: null, ownerId: owner.id, ownerEmail: email, legalName: "Bench Widgets LLC", tradeName: null },
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

async function startBareServer(): Promise<string> {
  const child = fork(path.join(here, "bare-server.ts"), { stdio: "ignore" });
  children.push(child);
  const port = await new Promise<number>((resolve) =>
    child.once("message", (message) => resolve((message as { port: number }).port)),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/bare`);
  return base;
}

interface BenchAccount {
  /** The sign-in body. */
  body: string;
  /** Where the account's customer signs in from: an address of its own and their browser's device cookie. */
  address: string;
  session: string;
  device: string;
}

let accountCounter = 0;

/**
 * Signs an account up and in from an address of its own, as real customers do: the per-address and
 * per-account limits then answer only where one client pushes past them.
 */
async function createAccountAndSignIn(base: string, email: string, password: string): Promise<BenchAccount> {
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
  const cookie = (name: string) =>
    signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))!
      .split(";")[0]!;
  return { body, address, session: cookie("session"), device: cookie("device") };
}

/** Sign-ins that take the accounts in turn, each from its customer's address and browser. */
function signInsOf(accounts: BenchAccount[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: "POST",
      setupRequest: (request) => {
        const account = accounts[next++ % accounts.length]!;
        return {
          ...request,
          body: account.body,
          headers: { ...request.headers, cookie: account.device, "x-forwarded-for": account.address },
        };
      },
    },
  ];
}

type Result = autocannon.Result;

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result: Result): {
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

type Figures = ReturnType<typeof summary>;

interface EngineFigures {
  bare: Figures;
  status: Figures;
  /** The median over rounds of session-status / bare route, each measured back to back in its round. */
  statusRatio: number;
  /** GET /api/businesses/:businessId for a member, in the same rounds; its figures are its median round's. */
  business: Figures;
  businessBare: Figures;
  businessRatio: number;
  signIn: Figures;
  underLoad: Figures;
  signInDuringStatus: Figures;
}

const ROUNDS = 3;
const median = <T>(values: T[], by: (value: T) => number): T =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;

async function measure(engine: Engine, bareBase: string): Promise<EngineFigures> {
  const service = await startAuthService(engine);
  const authBase = service.base;
  const statusCookie = (await createAccountAndSignIn(authBase, `status.${engine}@example.com`, "bench-password-status"))
    .session;
  const memberEmail = `member.${engine}@example.com`;
  const memberCookie = (await createAccountAndSignIn(authBase, memberEmail, "bench-password-member")).session;
  const businessUrl = `${authBase}/api/businesses/${await openBusinessOf(service, memberEmail)}`;
  const signInAccounts: BenchAccount[] = [];
  for (let i = 0; i < SIGN_IN_ACCOUNTS; i += 1) {
    signInAccounts.push(
      await createAccountAndSignIn(authBase, `signin.${engine}.${i}@example.com`, `bench-password-${i}`),
    );
  }
  const statusRun = (duration: number, connections = 100) =>
    run({ url: `${authBase}/api/auth/session-status`, connections, duration, headers: { cookie: statusCookie } });
  const businessRun = (duration: number, connections = 100) =>
    run({ url: businessUrl, connections, duration, headers: { cookie: memberCookie } });
  await statusRun(2, 10); // warm-up
  await businessRun(2, 10);

  // The bare route, session-status and the business route take turns in short rounds, so load from anything else
  // on the machine falls on all alike; each ratio is taken per round, and its median round is reported.
  const roundSeconds = Math.max(2, Math.round(DURATION_SECONDS / ROUNDS));
  const rounds: { bare: Figures; status: Figures; business: Figures }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bare = summary(await run({ url: `${bareBase}/bare`, connections: 100, duration: roundSeconds }));
    const status = summary(await statusRun(roundSeconds));
    rounds.push({ bare, status, business: summary(await businessRun(roundSeconds)) });
  }
  const middle = median(rounds, (r) => r.status.rps / r.bare.rps);
  const businessMiddle = median(rounds, (r) => r.business.rps / r.bare.rps);

  const signIns = () =>
    run({
      url: `${authBase}/api/signin`,
      connections: 20,
      headers: { "content-type": "application/json" },
      requests: signInsOf(signInAccounts),
    }).then(summary);
  const signIn = await signIns();
  const [underLoad, signInDuringStatus] = await Promise.all([
    statusRun(DURATION_SECONDS, 10).then(summary),
    run({
      url: `${authBase}/api/signin`,
      connections: 50,
      headers: { "content-type": "application/json" },
      requests: signInsOf(signInAccounts),
    }).then(summary),
  ]);
  return {
    bare: middle.bare,
    status: middle.status,
    statusRatio: middle.status.rps / middle.bare.rps,
    business: businessMiddle.business,
    businessBare: businessMiddle.bare,
    businessRatio: businessMiddle.business.rps / businessMiddle.bare.rps,
    signIn,
    underLoad,
    signInDuringStatus,
  };
}

/** Equal cost: one request at a time, a wrong password for a real account against an unknown email. */
async function equalCost(): Promise<{ wrongPassword: Figures; unknownEmail: Figures }> {
  const authBase = (await startAuthService("sqlite")).base;
  // Five each: the per-account limit answers 429 from the sixth failure on.
  const failingSignIn = (email: string, address: string) =>
    run({
      url: `${authBase}/api/signin`,
      method: "POST",
      connections: 1,
      amount: 5,
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email, password: "wrong-password-for-timing" }),
    }).then(summary);
  await createAccountAndSignIn(authBase, "timing.victim@example.com", "bench-password-victim");
  // The victim signs in from a known browser; the attacker's wrong passwords come from unknown ones.
  return {
    wrongPassword: await failingSignIn("timing.victim@example.com", "198.51.100.1"),
    unknownEmail: await failingSignIn("nobody.here@example.com", "198.51.100.2"),
  };
}

const SIGN_IN_ACCOUNTS = 60;
const bareBase = await startBareServer();
await run({ url: `${bareBase}/bare`, connections: 10, duration: 2 }); // warm-up
postgres = await startPostgres({ name: "auth-bench", durable: true });
console.log(`Benchmark: ${DURATION_SECONDS} s a phase, Node ${process.version}, ${os.availableParallelism()} cores\n`);
const engines: [Engine, EngineFigures][] = [];
try {
  for (const engine of ["sqlite", "postgres"] as const) engines.push([engine, await measure(engine, bareBase)]);
} finally {
  await postgres.stop();
}
const { wrongPassword, unknownEmail } = await equalCost();

console.log("| engine | load | requests/s | 2xx/s | p50 ms | p99 ms | statuses | errors |");
console.log("|---|---|---:|---:|---:|---:|---|---:|");
const row = (engine: string, label: string, r: Figures) =>
  console.log(`| ${engine} | ${label} | ${r.rps} | ${r.ok} | ${r.p50} | ${r.p99} | ${r.statuses} | ${r.errors} |`);
for (const [engine, f] of engines) {
  row(engine, "bare Fastify route, 100 connections (median round)", f.bare);
  row(engine, "session-status, 100 connections (same round)", f.status);
  row(engine, "business route, 100 connections (its median round)", f.business);
  row(engine, "bare Fastify route, 100 connections (that round)", f.businessBare);
  row(engine, "sign-in (argon2id), 20 connections", f.signIn);
  row(engine, "session-status, 10 connections, during sign-in load", f.underLoad);
  row(engine, "sign-in, 50 connections, at the same time", f.signInDuringStatus);
}
row("sqlite", "sign-in, wrong password (401), 1 connection", wrongPassword);
row("sqlite", "sign-in, unknown email (401), 1 connection", unknownEmail);

/** The figures of the SQLite service before the store moved to Kysely (README, 2026-11-23), to read this run beside. */
const BEFORE_SCALE_OUT = { signInsPerSecond: 88, statusRatio: 0.36 };
console.log("");
for (const [engine, f] of engines) {
  console.log(`${engine}: session-status / bare route throughput: ${f.statusRatio.toFixed(2)} (target >= 0.50)`);
  console.log(`${engine}: session-status p99 at 100 connections: ${f.status.p99} ms (target < 10 ms)`);
  console.log(
    `${engine}: GET /api/businesses/:businessId (member) / bare route throughput: ${f.businessRatio.toFixed(2)}; p99 ${f.business.p99} ms`,
  );
  console.log(
    `${engine}: sign-ins/s (2xx), 20 connections: ${f.signIn.ok}; per bare-route request/s: ${(f.signIn.ok / f.bare.rps).toFixed(4)}`,
  );
  console.log(`${engine}: session-status p99 during saturating sign-in load: ${f.underLoad.p99} ms (target < 50 ms)`);
}
console.log(
  `before the move to Kysely (SQLite): session-status ratio ${BEFORE_SCALE_OUT.statusRatio}, ${BEFORE_SCALE_OUT.signInsPerSecond} sign-ins/s`,
);
console.log(
  `unknown email / wrong password median latency: ${(unknownEmail.p50 / wrongPassword.p50).toFixed(2)} (equal cost: ~1.00)`,
);
const rejected = engines.reduce((sum, [, f]) => sum + f.signIn.non2xx + f.signInDuringStatus.non2xx, 0);
console.log(
  `hashing queue bound: ${HASHING_QUEUE_LIMIT} hashes waiting or running; 429 from the sign-in loads past it: ${rejected}`,
);

cleanUp();
process.exit(0);
