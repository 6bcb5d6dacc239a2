// `./run staff:grant` and `staff:revoke` (scripts/staff.ts) as an operator runs them, a real child process: pointed
// at a database the service has not made (DATA_DIR without the SQLite file, or a PostgreSQL database never migrated)
// they refuse, name where they looked (never a password) and create nothing; on the service's database they work.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DATABASE_FILE_NAME, openDatabase } from "../src/db/database.ts";
import { insertUser } from "../src/db/users-store.ts";
// The global setup declares what inject("postgresAdminUrl") returns.
import type {} from "./servers/postgres-global-setup.ts";
import { createDatabase } from "./servers/postgres-server.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { temporaryFolders } from "./support.ts";

const STAFF_SCRIPT = path.resolve(import.meta.dirname, "../scripts/staff.ts");

const folders = temporaryFolders();
afterAll(() => folders.removeAll());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the staff command with only PATH and `env` set, from `cwd`, as `./run staff:grant ...` does. */
async function staffCommand(env: Record<string, string>, args: string[], cwd?: string): Promise<Run> {
  return promisify(execFile)(process.execPath, [STAFF_SCRIPT, ...args], {
    env: { PATH: process.env.PATH, ...env },
    ...(cwd ? { cwd } : {}),
  })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }));
}

/** A signed-up customer with a verified address, straight into the database the service made. */
async function addCustomer(database: { dataDir: string; databaseUrl?: string }, email: string): Promise<void> {
  const opened = await openDatabase(database);
  try {
    const now = Date.now();
    await insertUser(opened.db, {
      id: `user-${now}`,
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "(555) 123-4567",
      passwordHash: "not-a-real-hash",
      now,
    });
    await opened.db.updateTable("users").set({ email_verified_at: now }).where("email", "=", email).execute();
  } finally {
    await opened.close();
  }
}

// Each engine's project defines only its own tests (none is reported skipped): SQLite's folders here, PostgreSQL's
// databases under the PostgreSQL project.
if (TEST_ENGINE === "sqlite")
  describe("the staff command on SQLite", () => {
    it("refuses a DATA_DIR that does not exist, naming the file it looked for, and creates neither folder nor file", async () => {
      const parent = folders.make("staff-script-");
      const dataDir = path.join(parent, "data");
      for (const verb of [
        ["grant", "ada@example.com", "manage"],
        ["revoke", "ada@example.com"],
      ]) {
        const run = await staffCommand({ DATA_DIR: dataDir }, verb);
        expect(run).toEqual({
          code: 1,
          stdout: "",
          stderr:
            `no database at ${path.join(dataDir, DATABASE_FILE_NAME)}: set DATA_DIR to the folder the service uses ` +
            "(nothing was changed)\n",
        });
      }
      expect(fs.readdirSync(parent)).toEqual([]);
    });

    it("refuses a folder without the service's database, and leaves it empty", async () => {
      const dataDir = folders.make("staff-script-empty-");
      const run = await staffCommand({ DATA_DIR: dataDir }, ["grant", "ada@example.com", "view"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`no database at ${path.join(dataDir, DATABASE_FILE_NAME)}`);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    });

    it("without DATA_DIR looks in ./data of the repository, as the service does, and names that absolute path", async () => {
      // Unless someone ran the service here; then the default database is there and this test has nothing to show.
      const defaultDataDir = path.resolve(import.meta.dirname, "../../data");
      if (fs.existsSync(path.join(defaultDataDir, DATABASE_FILE_NAME))) return;
      const existedBefore = fs.existsSync(defaultDataDir);
      const run = await staffCommand({}, ["grant", "ada@example.com", "manage"], folders.make("staff-script-cwd-"));
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `no database at ${path.join(defaultDataDir, DATABASE_FILE_NAME)}: set DATA_DIR to the folder the service ` +
          "uses (nothing was changed)\n",
      );
      expect(fs.existsSync(defaultDataDir)).toBe(existedBefore);
    });

    it("grants and revokes on the database the service made", async () => {
      const dataDir = folders.make("staff-script-service-");
      await addCustomer({ dataDir }, "ada@example.com");
      expect(await staffCommand({ DATA_DIR: dataDir }, ["grant", "ada@example.com", "manage"])).toEqual({
        code: 0,
        stdout: "ada@example.com now holds: manage\n",
        stderr: "",
      });
      const revoked = await staffCommand({ DATA_DIR: dataDir }, ["revoke", "ada@example.com"]);
      expect(revoked.code).toBe(0);
    });
  });

if (TEST_ENGINE === "postgres")
  describe("the staff command on PostgreSQL", () => {
    /** A new database on the run's cluster, its URL carrying a password the cluster (trust) never asks for. */
    async function databaseWithPassword(): Promise<{ url: string; withPassword: string }> {
      const url = await createDatabase({ url: inject("postgresAdminUrl") });
      const withPassword = new URL(url);
      withPassword.password = "s3cret-pass";
      return { url, withPassword: withPassword.toString() };
    }

    it("refuses a database the service never migrated, naming it without its password, and creates no table", async () => {
      const { url, withPassword } = await databaseWithPassword();
      const run = await staffCommand({ DATABASE_URL: withPassword }, ["grant", "ada@example.com", "manage"]);
      const named = new URL(url);
      expect(run).toEqual({
        code: 1,
        stdout: "",
        stderr:
          `no database of the service at postgres://${named.username}@${named.host}${named.pathname} (it has never ` +
          "been migrated): set DATABASE_URL to the database the service uses (nothing was changed)\n",
      });
      expect(run.stderr).not.toContain("s3cret-pass");
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ tables: string }>(
          "SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema = 'public'",
        );
        expect(Number(rows[0]!.tables)).toBe(0);
      } finally {
        await client.end();
      }
    });

    it("grants on the database the service made", async () => {
      const { url, withPassword } = await databaseWithPassword();
      await addCustomer({ dataDir: folders.make("staff-script-pg-"), databaseUrl: url }, "ada@example.com");
      expect(await staffCommand({ DATABASE_URL: withPassword }, ["grant", "ada@example.com", "view"])).toEqual({
        code: 0,
        stdout: "ada@example.com now holds: view\n",
        stderr: "",
      });
    });
  });
