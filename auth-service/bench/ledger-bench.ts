// `./run bench:ledger`: the money core under load, on SQLite and then on PostgreSQL (a durable cluster of its own,
// fsync on), every figure a ratio of a bare Fastify route measured in the same run:
// - transfers of 0.01 over HTTP at 100 connections, a fresh Idempotency-Key each: spread over 8 pairs of accounts
//   both ways, and all out of one account (the hot row);
// - the same work minus HTTP (makeTransfer inside onceForKey), 100 in flight, in this process;
// - after them, nothing lost or moved twice: each load's 201s against the balances, all 201s against the ledger's
//   transfer transactions, and the ledger's own verification;
// - the CSV export of 100,000 transactions over HTTP, streamed, with the service's memory before and at its peak.
import os from "node:os";
import { MEMBER_PERMISSIONS } from "@bank/contracts";
import type { Caller } from "../src/core/caller.ts";
import { openDatabase, type Db } from "../src/db/database.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { startPostgres, type PostgresServer } from "../test/servers/postgres-server.ts";
import {
  DURATION_SECONDS,
  cleanUp,
  median,
  run,
  startAuthService,
  startBareServer,
  summary,
  type AuthService,
  type Engine,
  type Figures,
} from "./bench-support.ts";
import { CheckFailed, balancesOf, expectLedgerClean, expectMoved, transferTransactions } from "./ledger-checks.ts";
import { customerWithTotp, fundedBusiness, type FundedBusiness, type MoneyCustomer } from "./ledger-customer.ts";
import { measureExport, type ExportFigures } from "./ledger-export.ts";
import {
  TransferTally,
  hotPairs,
  spreadPairs,
  transfersInProcess,
  transfersOverHttp,
  type InProcessFigures,
  type Pair,
  type TransferFigures,
} from "./ledger-load.ts";
import { printResults } from "./ledger-report.ts";

const CONNECTIONS = 100;
/** The Checking a business opens with and 15 more: 8 pairs. With the USDC wallet, 17 of the 20 allowed. */
const USD_ACCOUNTS = 16;
/** Each account's funding: far more than any load here moves out of one account at 0.01 a transfer. */
const FUNDING = "1000000.00";
const EXPORT_TRANSACTIONS = 100_000;
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(DURATION_SECONDS / ROUNDS));
/** BENCH_ENGINES=sqlite measures one engine only (a quicker look while working on it); both by default. */
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as Engine[];
const IN_PROCESS_SECONDS = Math.max(2, Math.round(DURATION_SECONDS / 2));

export interface HttpRound {
  bare: Figures;
  spread: TransferFigures;
  hot: TransferFigures;
}

export interface EngineFigures {
  engine: Engine;
  /** The round whose spread / bare ratio is the median, and the one whose hot / bare ratio is. */
  spreadRound: HttpRound;
  hotRound: HttpRound;
  inProcessSpread: InProcessFigures;
  inProcessHot: InProcessFigures;
  /** Transfers answered 201 over the whole run, the keys sent twice (and how many of them the first send had
   *  moved), and the ledger's count. */
  created: number;
  retried: number;
  retriedLanded: number;
  ledgerTransfers: number;
  /** The hot loads over HTTP: transfers out of the hot account, and the money that left it and arrived. */
  hot: { created: number; out: bigint; in: bigint };
  exported: ExportFigures & { seedSeconds: number };
  clean: string;
}

const started = performance.now();
/** Where the run is, on stderr, with the seconds since it started. */
const progress = (message: string) =>
  process.stderr.write(`[${((performance.now() - started) / 1_000).toFixed(0)} s] ${message}\n`);

/** Runs one load against its own tally and checks the balances moved by exactly its 201s. */
async function checkedLoad<T>(
  what: string,
  db: Db,
  businessId: string,
  tallies: TransferTally[],
  load: (tally: TransferTally) => Promise<T>,
): Promise<{ figures: T; tally: TransferTally; moved: { out: bigint; in: bigint } }> {
  const tally = new TransferTally();
  tallies.push(tally);
  const before = await balancesOf(db, businessId);
  const figures = await load(tally);
  tally.assertAllCreated(what);
  return { figures, tally, moved: expectMoved(what, tally, before, await balancesOf(db, businessId)) };
}

/** The owner as the route's guard would hand them to makeTransfer. */
async function callerOf(db: Db, customer: MoneyCustomer, businessId: string): Promise<Caller> {
  const user = (await findUserByEmail(db, customer.email))!;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    emailVerified: user.email_verified_at !== null,
    secondFactors: ["code"],
    secondFactorAt: Date.now(),
    membership: { businessId, permissions: [...MEMBER_PERMISSIONS], owner: true, joinedAt: Date.now() },
  };
}

async function measureTransfers(
  service: AuthService,
  db: Db,
  customer: MoneyCustomer,
  funded: FundedBusiness,
  bareBase: string,
  tallies: TransferTally[],
) {
  const ids = funded.accounts.map((account) => account.id);
  const http =
    (pairs: Pair[], seconds: number, connections = CONNECTIONS) =>
    (tally: TransferTally) =>
      transfersOverHttp(
        {
          service,
          cookie: customer.cookie,
          businessId: funded.businessId,
          pairs,
          connections,
          seconds,
          transfersInLedger: () => transferTransactions(db, funded.businessId),
        },
        tally,
      );
  const load = <T>(what: string, work: (tally: TransferTally) => Promise<T>) =>
    checkedLoad(what, db, funded.businessId, tallies, work);

  await load("warm-up", http(spreadPairs(ids), 2, 10));
  // The bare route and the two loads take turns in short rounds, so load from anything else on the machine falls
  // on all alike; each ratio is taken within its round, and its median round is reported.
  const rounds: HttpRound[] = [];
  const hot = { created: 0, out: 0n, in: 0n };
  for (let round = 0; round < ROUNDS; round += 1) {
    const bare = summary(await run({ url: `${bareBase}/bare`, connections: CONNECTIONS, duration: ROUND_SECONDS }));
    const spread = await load("transfers over HTTP, spread", http(spreadPairs(ids), ROUND_SECONDS));
    const hotLoad = await load("transfers over HTTP, hot row", http(hotPairs(ids), ROUND_SECONDS));
    hot.created += hotLoad.tally.created;
    hot.out += hotLoad.moved.out;
    hot.in += hotLoad.moved.in;
    rounds.push({ bare, spread: spread.figures, hot: hotLoad.figures });
  }
  const caller = await callerOf(db, customer, funded.businessId);
  const inProcess = (pairs: Pair[]) => (tally: TransferTally) =>
    transfersInProcess(
      db,
      caller,
      funded.businessId,
      pairs,
      { inFlight: CONNECTIONS, seconds: IN_PROCESS_SECONDS },
      tally,
    );
  const inProcessSpread = (await load("makeTransfer in-process, spread", inProcess(spreadPairs(ids)))).figures;
  const inProcessHot = (await load("makeTransfer in-process, hot row", inProcess(hotPairs(ids)))).figures;
  return {
    spreadRound: median(rounds, (r) => r.spread.ok / r.bare.rps),
    hotRound: median(rounds, (r) => r.hot.ok / r.bare.rps),
    hot,
    inProcessSpread,
    inProcessHot,
  };
}

async function measure(engine: Engine, postgres: PostgresServer, bareBase: string): Promise<EngineFigures> {
  progress(`${engine}: setting up`);
  const service = await startAuthService(engine, engine === "postgres" ? postgres : undefined, {
    SANDBOX_TIME_SCALE: "0.01",
  });
  const customer = await customerWithTotp(service, `ledger.${engine}@example.com`);
  const funded = await fundedBusiness(service, customer, USD_ACCOUNTS, FUNDING);
  const database = await openDatabase({ dataDir: service.dataDir, databaseUrl: service.databaseUrl });
  const { db, close } = database;
  try {
    const tallies: TransferTally[] = [];
    progress(`${engine}: transfers`);
    const transfers = await measureTransfers(service, db, customer, funded, bareBase, tallies);
    const created = tallies.reduce((sum, tally) => sum + tally.created, 0);
    const ledgerTransfers = await transferTransactions(db, funded.businessId);
    if (ledgerTransfers !== created)
      throw new CheckFailed(`${engine}: ${created} transfers answered 201 but the ledger holds ${ledgerTransfers}`);
    progress(`${engine}: CSV export`);
    const exported = await measureExport(service, database, customer, EXPORT_TRANSACTIONS);
    progress(`${engine}: verifying the ledger`);
    const clean = await expectLedgerClean(db);
    return {
      engine,
      ...transfers,
      created,
      retried: tallies.reduce((sum, tally) => sum + tally.retried, 0),
      retriedLanded: tallies.reduce((sum, tally) => sum + tally.retriedLanded, 0),
      ledgerTransfers,
      exported,
      clean,
    };
  } finally {
    await close();
    service.child.kill();
  }
}

const bareBase = await startBareServer();
await run({ url: `${bareBase}/bare`, connections: 10, duration: 2 }); // warm-up
const postgres = await startPostgres({ name: "ledger-bench", durable: true });
console.log(`Benchmark: ${DURATION_SECONDS} s a phase, Node ${process.version}, ${os.availableParallelism()} cores\n`);
const engines: EngineFigures[] = [];
try {
  for (const engine of ENGINES) engines.push(await measure(engine, postgres, bareBase));
} catch (error) {
  console.error(error instanceof CheckFailed ? `FAILED: ${error.message}` : error);
  await postgres.stop();
  cleanUp();
  process.exit(1);
}
await postgres.stop();
printResults(engines);
cleanUp();
process.exit(0);
