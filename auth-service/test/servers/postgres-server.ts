// Throwaway PostgreSQL servers for tests: a cluster made by initdb in a temporary folder, served on 127.0.0.1 at a
// free port, fresh databases on it, and a stop that leaves nothing behind, even when the test process dies.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "@bank/testing/free-port";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser on the maintenance database (trust, no password). */
  url: string;
  port: number;
  /** Stops the server and removes its folder; a second call waits for the same stop. */
  stop(): Promise<void>;
  /** Shuts the server down, keeping its data, as an outage would; `resume` starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
}

export interface PostgresServerOptions {
  /** Names the temporary folder, to tell clusters apart in the temp folder and in `ps`. */
  name?: string;
  /** Keeps fsync and synchronous commit on, for a durability test; others skip them for speed. */
  durable?: boolean;
}

/** Only the admin URL is needed to make or drop a database, so test workers can pass what the global setup provided. */
export type PostgresAdmin = Pick<PostgresServer, "url">;

const SUPERUSER = "postgres";
const ADMIN_DATABASE = "postgres";
/** Where Debian's packages install each major version: /usr/lib/postgresql/<version>/bin. */
const PACKAGED_VERSIONS = "/usr/lib/postgresql";
/** PostgreSQL refuses to run as root; root runs it as the user Debian's postgresql package created. */
const SYSTEM_USER = "postgres";
/** Every test file opens its own pools (10 connections each) on the one cluster of a run. */
const MAX_CONNECTIONS = 200;
/** Another process can take the free port before the server binds it; then the server starts on another. */
const START_ATTEMPTS = 3;
/** Lower-case identifiers need no quoting in SQL nor escaping in a URL. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const execFileAsync = promisify(execFile);

/** Who owns the cluster's files and runs its programs: undefined means this process's own user. */
type Owner = { uid: number; gid: number } | undefined;

interface Cluster {
  bin: string;
  owner: Owner;
  folder: string;
  dataDir: string;
  logFile: string;
}

export async function startPostgres(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const cluster = makeCluster(options.name ?? "postgres-test");
  // Started first, so a crash even during initdb leaves no folder behind.
  const watchdog = startWatchdog(cluster);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopCluster(cluster, watchdog));
  try {
    await initCluster(cluster, options.durable ?? false);
    const durable = options.durable ?? false;
    const port = await startServer(cluster, durable);
    const pgCtl = (args: string[]) => run(cluster, "pg_ctl", [...args, "-D", cluster.dataDir]).then(() => undefined);
    return {
      url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${ADMIN_DATABASE}`,
      port,
      stop,
      pause: () => pgCtl(["stop", "-m", "fast"]),
      resume: () => pgCtl(["start", "-w", "-l", cluster.logFile, "-o", serverOptions(port, cluster.folder, durable)]),
    };
  } catch (error) {
    // The failure to start is the one to report; should stopping fail too, the watchdog cleans up at exit.
    await stop().catch(() => undefined);
    throw error;
  }
}

export interface NewDatabase {
  /** `t_<random hex>` unless given. */
  name?: string;
  /** A database to copy (one made a template by `makeTemplate`); an empty database otherwise. */
  template?: string;
}

/** A new database, empty or a copy of a template, and its URL, for the same superuser. */
export async function createDatabase(
  server: PostgresAdmin,
  { name = `t_${randomBytes(8).toString("hex")}`, template }: NewDatabase = {},
): Promise<string> {
  checkDatabaseName(name);
  if (template) checkDatabaseName(template);
  await asAdmin(server, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the database a URL names a template that no session may connect to any more: PostgreSQL copies a template
 * only while nobody is connected to it. Waits for the sessions that were closing to end.
 */
export async function makeTemplate(server: PostgresAdmin, url: string): Promise<string> {
  const name = databaseOf(server, url);
  await asAdmin(server, async (admin) => {
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
  });
  return name;
}

/** Drops the database a URL names, ending any session still connected to it. */
export async function dropDatabase(server: PostgresAdmin, url: string): Promise<void> {
  const name = databaseOf(server, url);
  await asAdmin(server, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function makeCluster(name: string): Cluster {
  if (!/^[\w-]+$/.test(name)) throw new Error(`a PostgreSQL test server's name is letters, digits, _ and -: "${name}"`);
  const bin = findBinaries();
  const owner = clusterOwner();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  if (owner) fs.chownSync(folder, owner.uid, owner.gid);
  return { bin, owner, folder, dataDir: path.join(folder, "data"), logFile: path.join(folder, "server.log") };
}

/** PG_BIN if set, else the newest version Debian's packages installed. */
function findBinaries(): string {
  const override = process.env.PG_BIN;
  if (override) {
    if (!fs.existsSync(path.join(override, "initdb"))) throw new Error(`PG_BIN=${override} has no initdb in it`);
    return override;
  }
  const versions = fs.existsSync(PACKAGED_VERSIONS) ? fs.readdirSync(PACKAGED_VERSIONS) : [];
  const newest = versions
    .filter((version) => fs.existsSync(path.join(PACKAGED_VERSIONS, version, "bin", "initdb")))
    .sort((a, b) => b.localeCompare(a, "en", { numeric: true }))[0];
  if (!newest) throw new Error("PostgreSQL is not installed: apt-get install postgresql");
  return path.join(PACKAGED_VERSIONS, newest, "bin");
}

function clusterOwner(): Owner {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, SYSTEM_USER], { encoding: "utf8", stdio: "pipe" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(`PostgreSQL will not run as root, and there is no "${SYSTEM_USER}" user to run it as`);
  }
}

/** Runs one of the cluster's programs as its owner; a failure's message carries the program's output. */
function run(cluster: Cluster, program: string, args: string[]): Promise<{ stdout: string }> {
  return execFileAsync(path.join(cluster.bin, program), args, {
    cwd: cluster.folder,
    encoding: "utf8",
    ...cluster.owner,
  });
}

async function initCluster(cluster: Cluster, durable: boolean): Promise<void> {
  const args = ["-D", cluster.dataDir, "-U", SUPERUSER, "--auth=trust", "--encoding=UTF8", "--no-locale"];
  await run(cluster, "initdb", durable ? args : [...args, "--no-sync"]);
}

async function startServer(cluster: Cluster, durable: boolean): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = serverOptions(port, cluster.folder, durable);
    try {
      // -w returns once the server accepts connections; -l keeps the server's output off our pipes.
      await run(cluster, "pg_ctl", ["start", "-w", "-D", cluster.dataDir, "-l", cluster.logFile, "-o", options]);
      return port;
    } catch (error) {
      // pg_ctl may fail before the server wrote a line.
      const log = fs.existsSync(cluster.logFile) ? fs.readFileSync(cluster.logFile, "utf8") : "";
      if (attempt < START_ATTEMPTS && log.includes("Address already in use")) continue;
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
    }
  }
}

/** The server's command line as pg_ctl hands it to the shell, so the socket folder is quoted. */
function serverOptions(port: number, socketDir: string, durable: boolean): string {
  const settings = [`listen_addresses=127.0.0.1`, `max_connections=${MAX_CONNECTIONS}`];
  // A test cluster's data dies with it: no commit needs to survive a crash, so nothing waits for the disk.
  if (!durable) settings.push("fsync=off", "synchronous_commit=off", "full_page_writes=off");
  const quotedSocketDir = `'${socketDir.replaceAll("'", `'\\''`)}'`;
  return [`-p ${port}`, `-k ${quotedSocketDir}`, ...settings.map((setting) => `-c ${setting}`)].join(" ");
}

/**
 * A detached shell that stops the server and removes its folder once this process is gone, however it ends
 * (an error, kill -9, a worker torn down mid-test), where an 'exit' handler would miss signals. It waits to read
 * from a pipe that this process never writes to: only this process's death closes it.
 */
function startWatchdog(cluster: Cluster): ChildProcess {
  const script = `read _; "$1" stop -D "$2" -m immediate; rm -rf "$3"`;
  const pgCtl = path.join(cluster.bin, "pg_ctl");
  const watchdog = spawn("/bin/sh", ["-c", script, "postgres-watchdog", pgCtl, cluster.dataDir, cluster.folder], {
    cwd: cluster.folder,
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
    ...cluster.owner,
  });
  // Neither the watchdog nor its pipe may keep this process alive.
  watchdog.unref();
  (watchdog.stdin as net.Socket).unref();
  return watchdog;
}

async function stopCluster(cluster: Cluster, watchdog: ChildProcess): Promise<void> {
  try {
    await run(cluster, "pg_ctl", ["stop", "-D", cluster.dataDir, "-m", "fast"]);
  } catch (error) {
    // Nothing to stop: startup failed, or the server already died.
    if (await isRunning(cluster)) throw error;
  }
  fs.rmSync(cluster.folder, { recursive: true, force: true });
  // Killed last, so a death of this process while stopping still leaves the watchdog to finish.
  watchdog.kill("SIGKILL");
}

/** pg_ctl status exits 0 for a running server, 3 for a stopped one and 4 for a missing data folder. */
function isRunning(cluster: Cluster): Promise<boolean> {
  return run(cluster, "pg_ctl", ["status", "-D", cluster.dataDir]).then(
    () => true,
    () => false,
  );
}

function checkDatabaseName(name: string): void {
  if (!DATABASE_NAME.test(name)) throw new Error(`a test database's name is a lower-case identifier: "${name}"`);
}

/** The name of a database of this server, never the admin database: every later create and drop needs it. */
function databaseOf(server: PostgresAdmin, url: string): string {
  const admin = new URL(server.url);
  const target = new URL(url);
  if (target.host !== admin.host) throw new Error(`${url} is not a database of the server at ${admin.host}`);
  const name = target.pathname.slice(1);
  checkDatabaseName(name);
  if (name === ADMIN_DATABASE) throw new Error(`the admin database "${ADMIN_DATABASE}" is not a test database to drop`);
  return name;
}

async function asAdmin<T>(server: PostgresAdmin, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
