// `./run bench:ledger-export`: bench:ledger's CSV export on its own, without the transfer loads, for working on the
// export's memory and speed: the same seeding and download (ledger-export.ts) and the same line of figures.
//   --rows N           transactions to seed and export (100,000)
//   --engine E         sqlite or postgres (both, SQLite first)
//   --warm-up N        requests for the transaction list's pages (100 rows), 10 at a time, before the download
//                      (2,000), as a service that has been answering meets an export; a count, not seconds, so that
//                      a busy machine warms it as much; 0 measures a service fresh from sign-up
//   --downloads N      downloads of the same CSV one after another (1), a line each: a service that grew for the
//                      first and not again has grown to a working size, not with the export
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/database.ts";
import { startPostgres, type PostgresServer } from "../test/servers/postgres-server.ts";
import { cleanUp, run, startAuthService, summary, type Engine } from "./bench-support.ts";
import { CheckFailed } from "./ledger-checks.ts";
import { customerWithTotp } from "./ledger-customer.ts";
import { downloadWhole, measureExport } from "./ledger-export.ts";
import { exportLine } from "./ledger-report.ts";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    engine: { type: "string" },
    "warm-up": { type: "string", default: "2000" },
    downloads: { type: "string", default: "1" },
  },
});
const rows = Number(values.rows);
const warmUpRequests = Number(values["warm-up"]);
if (!Number.isSafeInteger(rows) || rows < 1)
  throw new Error(`--rows must be a whole number above 0, not ${values.rows}`);
if (!Number.isSafeInteger(warmUpRequests) || warmUpRequests < 0)
  throw new Error(`--warm-up must be a whole number of requests, not ${values["warm-up"]}`);
const downloads = Number(values.downloads);
if (!Number.isSafeInteger(downloads) || downloads < 1)
  throw new Error(`--downloads must be a whole number above 0, not ${values.downloads}`);
const engines: Engine[] = values.engine === undefined ? ["sqlite", "postgres"] : [values.engine as Engine];
if (!engines.every((engine) => engine === "sqlite" || engine === "postgres"))
  throw new Error(`--engine must be sqlite or postgres, not ${values.engine}`);

async function measure(engine: Engine, postgres: PostgresServer | undefined): Promise<string[]> {
  const service = await startAuthService(engine, postgres);
  const database = await openDatabase({ dataDir: service.dataDir, databaseUrl: service.databaseUrl });
  try {
    const customer = await customerWithTotp(service, `export.${engine}@example.com`);
    const warmUp = async (businessId: string) => {
      if (warmUpRequests === 0) return;
      const pages = summary(
        await run({
          url: `${service.base}/api/businesses/${businessId}/transactions?limit=100`,
          headers: { cookie: customer.cookie },
          connections: 10,
          amount: warmUpRequests,
        }),
      );
      if (pages.non2xx > 0 || pages.errors > 0) throw new CheckFailed(`the warm-up's pages answered ${pages.statuses}`);
    };
    const first = await measureExport(service, database, customer, rows, warmUp);
    const lines = [exportLine(engine, first)];
    for (let download = 2; download <= downloads; download += 1) {
      const again = await downloadWhole(service, customer.cookie, first.businessId, rows);
      lines.push(exportLine(`${engine} (download ${download})`, { ...again, seedSeconds: first.seedSeconds }));
    }
    return lines;
  } finally {
    await database.close();
    service.child.kill();
  }
}

// Durable, as bench:ledger's cluster is.
const postgres = engines.includes("postgres")
  ? await startPostgres({ name: "export-bench", durable: true })
  : undefined;
let failed = false;
try {
  for (const engine of engines) for (const line of await measure(engine, postgres)) console.log(line);
} catch (error) {
  console.error(error instanceof CheckFailed ? `FAILED: ${error.message}` : error);
  failed = true;
} finally {
  await postgres?.stop();
  cleanUp();
}
process.exit(failed ? 1 : 0);
