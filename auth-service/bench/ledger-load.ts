// bench:ledger's two loads of transfers of 0.01, each with a fresh Idempotency-Key: over HTTP (autocannon, 100
// connections, POST /api/businesses/:businessId/transfers) and in-process (what that route runs minus HTTP:
// makeTransfer inside onceForKey, 100 in flight). Every answer is tallied by the pair it moved, so the bench can
// check the ledger moved exactly what it was told it did.
import crypto from "node:crypto";
import type { TransferRequest } from "@bank/contracts";
import type { Caller } from "../src/core/caller.ts";
import type { Db } from "../src/db/database.ts";
import { onceForKey, requestHash } from "../src/workspace/domain/idempotency.ts";
import { makeTransfer } from "../src/workspace/domain/transfers.ts";
import { run, summary, type AuthService, type Figures } from "./bench-support.ts";
import { cpuMsOf } from "./proc-stats.ts";

/** One transfer's direction: from one of the business's accounts to another. */
export interface Pair {
  from: string;
  to: string;
}

/** Pairs of accounts, each both ways: load spread over every account's row. */
export function spreadPairs(accountIds: readonly string[]): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < accountIds.length; i += 2) {
    pairs.push({ from: accountIds[i]!, to: accountIds[i + 1]! }, { from: accountIds[i + 1]!, to: accountIds[i]! });
  }
  return pairs;
}

/** Every transfer out of the first account (the hot row), to the others in turn. */
export function hotPairs(accountIds: readonly string[]): Pair[] {
  return accountIds.slice(1).map((to) => ({ from: accountIds[0]!, to }));
}

const AMOUNT = "0.01";
/** AMOUNT in cents. */
export const AMOUNT_MINOR = 1n;

/** The answers of one load: statuses counted, and what the 201s moved, per account, in minor units. */
export class TransferTally {
  readonly statuses = new Map<number, number>();
  readonly moved = new Map<string, bigint>();
  created = 0;
  /** Keys the load sent whose answer it never read (in flight when autocannon stopped), sent again after... */
  retried = 0;
  /** ...and how many of those had moved money on their first send (their second send got the kept answer). */
  retriedLanded = 0;

  record(pair: Pair, status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status !== 201) return;
    this.created += 1;
    this.moved.set(pair.from, (this.moved.get(pair.from) ?? 0n) - AMOUNT_MINOR);
    this.moved.set(pair.to, (this.moved.get(pair.to) ?? 0n) + AMOUNT_MINOR);
  }

  /** "201: 5123" and any other status, for the table. */
  statusText(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
  }

  /** Throws naming every answer but 201: a money route under load must do what it is asked, every time. */
  assertAllCreated(what: string): void {
    const others = [...this.statuses].filter(([status]) => status !== 201);
    if (others.length > 0) throw new Error(`${what}: answers other than 201 (${this.statusText()})`);
  }
}

function bodyOf(pair: Pair): TransferRequest {
  return { fromAccountId: pair.from, toAccountId: pair.to, amount: AMOUNT };
}

export interface HttpLoad {
  service: AuthService;
  cookie: string;
  businessId: string;
  pairs: readonly Pair[];
  connections: number;
  seconds: number;
  /** The business's transfer transactions in the ledger now. */
  transfersInLedger: () => Promise<number>;
}

/** A load's figures, and the CPU time its process spent a transfer (ms): the service's, or this one's. */
export type TransferFigures = Figures & { cpuMs: number };

/** Waits until the ledger's count of transfers stays put for 300 ms (the service finished what it was sent). */
async function settledCount(count: () => Promise<number>): Promise<number> {
  let last = await count();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await count();
    if (now === last) return now;
    last = now;
  }
}

/**
 * Transfers over HTTP for `seconds`, the pairs in turn. autocannon drops the connections it has requests out on
 * when the time is up; those requests may still move money, so each key whose answer was not read is sent again
 * (same key, same body) once the service is done: the kept answer says what happened, and nothing moves twice.
 */
export async function transfersOverHttp(load: HttpLoad, tally: TransferTally): Promise<TransferFigures> {
  const url = `${load.service.base}/api/businesses/${load.businessId}/transfers`;
  const pid = load.service.child.pid!;
  const ledgerBefore = await load.transfersInLedger();
  const cpuBefore = cpuMsOf(pid);
  const unanswered = new Map<string, Pair>();
  let next = 0;
  const result = await run({
    url,
    method: "POST",
    connections: load.connections,
    duration: load.seconds,
    headers: { cookie: load.cookie, "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        setupRequest: (request, context) => {
          const pair = load.pairs[next++ % load.pairs.length]!;
          const key = crypto.randomUUID();
          unanswered.set(key, pair);
          (context as { key?: string }).key = key;
          return {
            ...request,
            headers: { ...request.headers, "idempotency-key": key },
            body: JSON.stringify(bodyOf(pair)),
          };
        },
        onResponse: (status, _body, context) => {
          const key = (context as { key: string }).key;
          tally.record(unanswered.get(key)!, status);
          unanswered.delete(key);
        },
      },
    ],
  });
  if (result.errors > 0 || result.timeouts > 0)
    throw new Error(`transfers over HTTP: ${result.errors} errors, ${result.timeouts} timeouts`);
  tally.retried += unanswered.size;
  tally.retriedLanded += (await settledCount(load.transfersInLedger)) - ledgerBefore - tally.created;
  for (const [key, pair] of unanswered) tally.record(pair, await sendAgain(load, url, key, pair));
  return { ...summary(result), cpuMs: (cpuMsOf(pid) - cpuBefore) / tally.created };
}

/** Sends a transfer again with its key until its answer is final (409 in flight: the first is still running). */
async function sendAgain(load: HttpLoad, url: string, key: string, pair: Pair): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(url, {
      method: "POST",
      headers: { cookie: load.cookie, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(bodyOf(pair)),
    });
    const text = await response.text();
    if (response.status !== 409 || !text.includes("idempotencyKeyInFlight")) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`transfer ${key} stayed in flight for 5 s`);
}

/** The route's own name for itself in the request hash (`${method} ${routeOptions.url}`). */
const TRANSFER_ROUTE = "POST /api/businesses/:businessId/transfers";

export interface InProcessFigures {
  cpuMs: number;
  perSecond: number;
  count: number;
  p50: number;
  p99: number;
}

/**
 * The transfer route minus HTTP, in this process: for `seconds`, `inFlight` callers each run makeTransfer inside
 * onceForKey with a fresh key and wait for its answer before the next, the pairs in turn.
 */
export async function transfersInProcess(
  db: Db,
  caller: Caller,
  businessId: string,
  pairs: readonly Pair[],
  options: { inFlight: number; seconds: number },
  tally: TransferTally,
): Promise<InProcessFigures> {
  const actor = { caller, client: { ip: "127.0.0.1", userAgent: "bench:ledger", deviceId: null } };
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = start + options.seconds * 1_000;
  const oneCaller = async () => {
    while (performance.now() < deadline) {
      const pair = pairs[next++ % pairs.length]!;
      const body = bodyOf(pair);
      const now = Date.now();
      const sent = performance.now();
      const answer = await onceForKey(
        db,
        { businessId, key: crypto.randomUUID(), hash: requestHash(TRANSFER_ROUTE, businessId, body), now },
        (trx) => makeTransfer(trx, actor, businessId, body, now),
      );
      latencies.push(performance.now() - sent);
      tally.record(pair, answer.status);
    }
  };
  await Promise.all(Array.from({ length: options.inFlight }, oneCaller));
  const seconds = (performance.now() - start) / 1_000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!);
  return {
    perSecond: Math.round(latencies.length / seconds),
    count: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: (cpu.user + cpu.system) / 1_000 / latencies.length,
  };
}
