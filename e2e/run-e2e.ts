// Gives the end-to-end run a free port and a fresh data folder of its own, then runs Playwright.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@bank/testing/free-port";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bank-e2e-"));
const port = process.env.E2E_PORT ?? String(await freePort());
const result = spawnSync("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
