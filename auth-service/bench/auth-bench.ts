// `pnpm bench:auth`: session-status and a business route (GET /api/businesses/:businessId, for a member) against a
// bare Fastify route, sign-in throughput, and session-status latency while sign-in (password hashing) is
// saturated, on SQLite and then on PostgreSQL (a durable cluster of its own, fsync on, as SQLite's synchronous
// FULL). Every figure comes from one run on one machine.
import os from "node:os";
import autocannon from "autocannon";
import { HASHING_QUEUE_LIMIT } from "../src/auth/password.ts";
import { startPostgres, type PostgresServer } from "../test/servers/postgres-server.ts";
import {
  DURATION_SECONDS,
  cleanUp,
  createAccountAndSignIn,
  median,
  openBusinessOf,
  run,
  startAuthService as startService,
  startBareServer,
  summary,
  type BenchAccount,
  type Engine,
  type Figures,
} from "./bench-support.ts";

let postgres: PostgresServer | undefined;
const startAuthService = (engine: Engine) => startService(engine, postgres);

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
