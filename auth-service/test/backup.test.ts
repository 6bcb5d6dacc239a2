import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { verifyBackup } from "../src/db/backup.ts";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { SCHEMA_VERSION } from "../src/db/migrations/runner.ts";
import { startService, type ServiceProcess } from "./service-process.ts";
import { temporaryFolders } from "./support.ts";

const run = promisify(execFile);
const SCRIPTS = path.resolve(import.meta.dirname, "../scripts");

let service: ServiceProcess | undefined;
const folders = temporaryFolders();
const tempFolder = folders.make;
afterEach(async () => {
  await service?.stop("SIGKILL");
  service = undefined;
  folders.removeAll();
});

async function script(name: string, args: string[], dataDir: string) {
  return run(process.execPath, [path.join(SCRIPTS, name), ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }));
}

/** Each transaction writes a pair of rows; a consistent copy holds both rows of a pair or neither. */
function writePair(db: Database.Database, index: number): void {
  db.transaction(() => {
    const insert = db.prepare("INSERT INTO service_meta (key, value) VALUES (?, ?)");
    insert.run(`pair-${index}-a`, "x".repeat(2000));
    insert.run(`pair-${index}-b`, "x".repeat(2000));
  })();
}

function pairsIn(file: string): { complete: number; halves: number } {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare("SELECT key FROM service_meta WHERE key LIKE 'pair-%'").all() as { key: string }[];
    const counts = new Map<string, number>();
    for (const { key } of rows) counts.set(key.slice(0, -2), (counts.get(key.slice(0, -2)) ?? 0) + 1);
    const values = [...counts.values()];
    return {
      complete: values.filter((count) => count === 2).length,
      halves: values.filter((count) => count !== 2).length,
    };
  } finally {
    db.close();
  }
}

describe("online backup and restore", () => {
  it("backs up a consistent copy while the service runs and writes, then restores it after a stop", async () => {
    const dataDir = tempFolder("backup-data-");
    const backupFile = path.join(tempFolder("backups-"), "nightly", "auth.sqlite");
    service = await startService({ DATA_DIR: dataDir });

    // A second writer on the live file while the backup runs, as the service's own writes would be.
    const writer = new Database(path.join(dataDir, DATABASE_FILE_NAME));
    writer.pragma("busy_timeout = 5000");
    let written = 0;
    for (; written < 200; written++) writePair(writer, written);
    const writing = setInterval(() => writePair(writer, written++), 1);

    const backup = await script("backup-database.ts", [backupFile], dataDir);
    clearInterval(writing);
    expect(backup.code, backup.stderr).toBe(0);
    expect(JSON.parse(backup.stdout)).toMatchObject({
      msg: "backup written",
      file: backupFile,
      schemaVersion: SCHEMA_VERSION,
    });
    expect((await fetch(`${service.origin}/api/health`)).status).toBe(200);

    expect(verifyBackup(backupFile)).toEqual({ schemaVersion: SCHEMA_VERSION });
    const inBackup = pairsIn(backupFile);
    expect(inBackup.halves).toBe(0);
    expect(inBackup.complete).toBeGreaterThanOrEqual(200);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

    // Writes after the backup are what a restore takes back.
    for (let extra = 0; extra < 50; extra++) writePair(writer, written++);
    writer.close();
    expect(await service.stop()).toEqual({ code: 0, signal: null });

    const restore = await script("restore-database.ts", [backupFile], dataDir);
    expect(restore.code, restore.stderr).toBe(0);
    const report = JSON.parse(restore.stdout);
    expect(fs.existsSync(report.previousMovedTo)).toBe(true);
    expect(pairsIn(report.previousMovedTo).complete).toBe(written);

    service = await startService({ DATA_DIR: dataDir });
    expect((await fetch(`${service.origin}/api/health`)).status).toBe(200);
    await service.stop();
    expect(pairsIn(path.join(dataDir, DATABASE_FILE_NAME))).toEqual(inBackup);
  }, 60_000);

  it("refuses to restore while the service has the database open, and leaves it untouched", async () => {
    const dataDir = tempFolder("backup-data-");
    const backupFile = path.join(tempFolder("backups-"), "auth.sqlite");
    service = await startService({ DATA_DIR: dataDir });
    expect((await script("backup-database.ts", [backupFile], dataDir)).code).toBe(0);

    const restore = await script("restore-database.ts", [backupFile], dataDir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain("stop the service before restoring");
    expect(fs.readdirSync(dataDir).filter((name) => name.includes("before-restore"))).toEqual([]);
    expect((await fetch(`${service.origin}/api/health`)).status).toBe(200);
  }, 30_000);

  it("refuses a file that is not an intact database, and a backup that would overwrite a file", async () => {
    const dataDir = tempFolder("backup-data-");
    const backups = tempFolder("backups-");
    const garbage = path.join(backups, "garbage.sqlite");
    fs.writeFileSync(garbage, "not a database at all, just text that is long enough to look like a header");
    const restore = await script("restore-database.ts", [garbage], dataDir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/not a usable database|cannot be opened/);
    expect(fs.existsSync(path.join(dataDir, DATABASE_FILE_NAME))).toBe(false);

    service = await startService({ DATA_DIR: dataDir });
    const existing = path.join(backups, "taken.sqlite");
    fs.writeFileSync(existing, "");
    const backup = await script("backup-database.ts", [existing], dataDir);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain("already exists");
  }, 30_000);
});
