// What bench:ledger prints: a table of every load with its ratio to the bare route measured in the same run, the
// checks that nothing was lost or moved twice, the CSV export's figures, and the goal.
import type { Figures } from "./bench-support.ts";
import type { EngineFigures } from "./ledger-bench.ts";
import { usd } from "./ledger-checks.ts";
import type { ExportFigures } from "./ledger-export.ts";
import type { InProcessFigures, TransferFigures } from "./ledger-load.ts";

/** Transfers over HTTP on SQLite, as a share of the bare route's requests per second. */
const GOAL_RATIO = 0.05;

const count = (value: number) => value.toLocaleString("en-US");
const ratio = (value: number) => `${value.toFixed(3)}x`;
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

const spreadRatio = (f: EngineFigures) => f.spreadRound.spread.ok / f.spreadRound.bare.rps;
const hotRatio = (f: EngineFigures) => f.hotRound.hot.ok / f.hotRound.bare.rps;

function printTable(engines: EngineFigures[]): void {
  console.log("| engine | load | per second | / bare route | p50 ms | p99 ms | CPU ms each | answers |");
  console.log("|---|---|---:|---:|---:|---:|---:|---|");
  const row = (engine: string, label: string, perSecond: number, bare: Figures, rest: (string | number)[]) =>
    console.log(
      `| ${engine} | ${label} | ${count(perSecond)} | ${ratio(perSecond / bare.rps)} | ${rest.join(" | ")} |`,
    );
  const bareRow = (engine: string, label: string, bare: Figures) =>
    row(engine, label, bare.rps, bare, [bare.p50, bare.p99, "", bare.statuses]);
  const http = (engine: string, label: string, r: TransferFigures, bare: Figures) =>
    row(engine, label, r.ok, bare, [r.p50, r.p99, r.cpuMs.toFixed(2), r.statuses]);
  const inProcess = (engine: string, label: string, r: InProcessFigures, bare: Figures) =>
    row(engine, label, r.perSecond, bare, [r.p50, r.p99, r.cpuMs.toFixed(2), `201: ${r.count}`]);
  for (const f of engines) {
    const { engine, spreadRound, hotRound } = f;
    bareRow(engine, "bare Fastify route, 100 connections (median round)", spreadRound.bare);
    http(
      engine,
      "transfers over HTTP, 100 connections, 8 pairs both ways (same round)",
      spreadRound.spread,
      spreadRound.bare,
    );
    http(
      engine,
      "transfers over HTTP, 100 connections, all from one account (its median round)",
      hotRound.hot,
      hotRound.bare,
    );
    bareRow(engine, "bare Fastify route, 100 connections (that round)", hotRound.bare);
    inProcess(
      engine,
      "makeTransfer in onceForKey, in-process, 100 in flight, 8 pairs",
      f.inProcessSpread,
      spreadRound.bare,
    );
    inProcess(
      engine,
      "makeTransfer in onceForKey, in-process, 100 in flight, one source",
      f.inProcessHot,
      spreadRound.bare,
    );
  }
  console.log(
    "\nHTTP answers: autocannon's count within its run. CPU ms each: the CPU time of the service's process a " +
      "transfer over HTTP (PostgreSQL's server processes not counted), of this process a transfer in-process. " +
      "In-process ratios are to the median round's bare route.",
  );
}

export function exportLine(engine: string, e: ExportFigures & { seedSeconds: number }): string {
  const peak = e.kernelPeak ?? e.rssSampledPeak;
  const growth = peak - e.rssBefore;
  return (
    `${engine}: CSV export: ${count(e.rows)} rows, ${megabytes(e.bytes)} MB in ${e.seconds.toFixed(1)} s ` +
    `(${count(Math.round(e.rows / e.seconds))} rows/s; seeded in ${e.seedSeconds.toFixed(1)} s). Service RSS ` +
    `${mb(e.rssBefore)} before, peak ${mb(peak)} (${e.kernelPeak === null ? "sampled every 50 ms" : "VmHWM"}): ` +
    `+${mb(growth)}, ${((growth * 1024) / e.bytes).toFixed(2)}x the CSV's size; the most sampled in each quarter ` +
    `of the rows: ${e.rssByQuarter.map(mb).join(", ")}`
  );
}

export function printResults(engines: EngineFigures[]): void {
  printTable(engines);
  console.log("");
  for (const f of engines) {
    console.log(
      `${f.engine}: ${count(f.created)} transfers answered 201, ${count(f.ledgerTransfers)} transfer transactions in ` +
        `the ledger: none lost, none doubled (the ${f.retried} keys autocannon left unanswered were sent again: ` +
        `${f.retriedLanded} had moved money on their first send and answered its kept 201, ` +
        `${f.retried - f.retriedLanded} moved it on the second)`,
    );
    console.log(
      `${f.engine}: every load moved every account by exactly its 201s; hot row: ${count(f.hot.created)} transfers ` +
        `of 0.01 over HTTP took exactly ${usd(f.hot.out)} out of the one account and put ${usd(f.hot.in)} into the others`,
    );
    console.log(exportLine(f.engine, f.exported));
    console.log(`${f.engine}: ${f.clean}`);
  }

  console.log("");
  for (const f of engines) {
    console.log(
      `${f.engine}: transfers / bare route: over HTTP ${ratio(spreadRatio(f))} spread, ${ratio(hotRatio(f))} one ` +
        `source; in-process ${ratio(f.inProcessSpread.perSecond / f.spreadRound.bare.rps)} spread, ` +
        `${ratio(f.inProcessHot.perSecond / f.spreadRound.bare.rps)} one source`,
    );
  }
  const sqlite = engines.find((f) => f.engine === "sqlite")!;
  console.log(
    `goal: transfers over HTTP on SQLite >= ${GOAL_RATIO}x the bare route: ` +
      `${spreadRatio(sqlite) >= GOAL_RATIO ? "met" : "NOT met"} ` +
      `(${ratio(spreadRatio(sqlite))} spread over 8 pairs; one source: ${ratio(hotRatio(sqlite))})`,
  );
}
