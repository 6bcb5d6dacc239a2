// `pnpm bench:auth`: session-status against a bare Fastify route, sign-in throughput, and session-status
// latency while sign-in (password hashing) is saturated. Every figure comes from one run on one machine.
import { fork, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { HASHING_QUEUE_LIMIT } from "../src/auth/password.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = import.meta.dirname;
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-bench-"));

function cleanUp(): void {
  for (const child of children) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", cleanUp);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

async function startAuthService(): Promise<string> {
  const port = await freePort();
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
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return base;
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

const authBase = await startAuthService();
const bareBase = await startBareServer();
const statusCookie = (await createAccountAndSignIn(authBase, "status.poller@example.com", "bench-password-status"))
  .session;
const SIGN_IN_ACCOUNTS = 60;
const signInAccounts: BenchAccount[] = [];
for (let i = 0; i < SIGN_IN_ACCOUNTS; i += 1) {
  signInAccounts.push(await createAccountAndSignIn(authBase, `signin.load.${i}@example.com`, `bench-password-${i}`));
}

// Warm both servers up before measuring.
await run({ url: `${bareBase}/bare`, connections: 10, duration: 2 });
await run({
  url: `${authBase}/api/auth/session-status`,
  connections: 10,
  duration: 2,
  headers: { cookie: statusCookie },
});

console.log(`Benchmark: ${DURATION_SECONDS} s a phase, Node ${process.version}, ${os.availableParallelism()} cores\n`);

// The bare route and session-status take turns, three short rounds each, so that load from anything else on
// the machine falls on both alike; each row is the round with the median throughput.
const ROUNDS = 3;
const roundSeconds = Math.max(2, Math.round(DURATION_SECONDS / ROUNDS));
const bareRounds: ReturnType<typeof summary>[] = [];
const statusRounds: ReturnType<typeof summary>[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  bareRounds.push(summary(await run({ url: `${bareBase}/bare`, connections: 100, duration: roundSeconds })));
  statusRounds.push(
    summary(
      await run({
        url: `${authBase}/api/auth/session-status`,
        connections: 100,
        duration: roundSeconds,
        headers: { cookie: statusCookie },
      }),
    ),
  );
}
const median = (rounds: ReturnType<typeof summary>[]) =>
  [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
const bare = median(bareRounds);
const status = median(statusRounds);
const signIn = summary(
  await run({
    url: `${authBase}/api/signin`,
    connections: 20,
    headers: { "content-type": "application/json" },
    requests: signInsOf(signInAccounts),
  }),
);
const [underLoad, signInDuringStatus] = await Promise.all([
  run({ url: `${authBase}/api/auth/session-status`, connections: 10, headers: { cookie: statusCookie } }).then(summary),
  run({
    url: `${authBase}/api/signin`,
    connections: 50,
    headers: { "content-type": "application/json" },
    requests: signInsOf(signInAccounts),
  }).then(summary),
]);

// Equal cost: one request at a time, a wrong password for a real account against an unknown email; five
// each, as the per-account limit answers 429 from the sixth failure on.
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
const wrongPassword = await failingSignIn("timing.victim@example.com", "198.51.100.1");
const unknownEmail = await failingSignIn("nobody.here@example.com", "198.51.100.2");

const rows = [
  ["bare Fastify route, 100 connections", bare],
  ["session-status, 100 connections", status],
  ["sign-in (argon2id), 20 connections", signIn],
  ["session-status, 10 connections, during sign-in load", underLoad],
  ["sign-in, 50 connections, at the same time", signInDuringStatus],
  ["sign-in, wrong password (401), 1 connection", wrongPassword],
  ["sign-in, unknown email (401), 1 connection", unknownEmail],
] as const;
console.log("| load | requests/s | 2xx/s | p50 ms | p99 ms | statuses | errors |");
console.log("|---|---:|---:|---:|---:|---|---:|");
for (const [label, r] of rows) {
  console.log(`| ${label} | ${r.rps} | ${r.ok} | ${r.p50} | ${r.p99} | ${r.statuses} | ${r.errors} |`);
}

/** The figures before attempts were charged before checking (README, 2026-11-22), to read this run beside. */
const BEFORE_HARDENING = { signInsPerSecond: 102, statusRatio: 0.3 };
const ratio = status.rps / bare.rps;
console.log(
  `\nsign-ins/s (2xx), 20 connections: ${signIn.ok} (before the hardening: ${BEFORE_HARDENING.signInsPerSecond})`,
);
console.log(
  `session-status / bare route throughput: ${ratio.toFixed(2)} (before the hardening: ${BEFORE_HARDENING.statusRatio.toFixed(2)}; target >= 0.50)`,
);
console.log(`session-status p99 at 100 connections: ${status.p99} ms (target < 10 ms)`);
console.log(`session-status p99 during saturating sign-in load: ${underLoad.p99} ms (target < 50 ms)`);
console.log(
  `unknown email / wrong password median latency: ${(unknownEmail.p50 / wrongPassword.p50).toFixed(2)} (equal cost: ~1.00)`,
);

console.log(
  `hashing queue bound: ${HASHING_QUEUE_LIMIT} hashes waiting or running; 429 from the sign-in load past it: ${signIn.non2xx + signInDuringStatus.non2xx}`,
);

cleanUp();
process.exit(0);
