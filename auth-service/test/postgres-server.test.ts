// The throwaway PostgreSQL servers the service tests run on: databases on one are kept apart, a dropped one is gone,
// and a stopped server, or one whose test process died, leaves its port closed.
import { spawn } from "node:child_process";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createDatabase,
  makeTemplate,
  dropDatabase,
  startPostgres,
  type PostgresServer,
} from "./servers/postgres-server.ts";

/** initdb and a first start take a few seconds, more on a busy 2-core CI machine. */
const START_TIMEOUT_MS = 60_000;
const SERVER_MODULE = new URL("./servers/postgres-server.ts", import.meta.url).href;

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Runs a Node script to its end: what it printed, and the signal that ended it. */
function runNode(script: string): Promise<{ stdout: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (_code, signal) => resolve({ stdout, signal }));
  });
}

describe("a throwaway PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres({ name: "postgres-self-test" });
  }, START_TIMEOUT_MS);
  afterAll(() => server?.stop());

  it("keeps the rows of one fresh database out of another", async () => {
    const first = await createDatabase(server);
    const second = await createDatabase(server);
    await query(first, "CREATE TABLE notes (body text); INSERT INTO notes VALUES ('only in the first')");

    expect(await query(first, "SELECT body FROM notes")).toEqual([{ body: "only in the first" }]);
    expect(await query(second, "SELECT to_regclass('notes') AS notes")).toEqual([{ notes: null }]);
  });

  it("drops a database while a client is still connected to it, and leaves the others", async () => {
    const dropped = await createDatabase(server);
    const kept = await createDatabase(server, { name: "kept_beside_a_dropped_one" });
    const lingering = new pg.Client({ connectionString: dropped });
    // pg reports the termination, then the closed socket: the first says why.
    const ended = new Promise<Error>((resolve) => lingering.on("error", resolve));
    await lingering.connect();

    await dropDatabase(server, dropped);

    expect(await ended).toMatchObject({ code: "57P01" }); // terminated by an administrator
    await expect(query(dropped, "SELECT 1")).rejects.toThrow(/does not exist/);
    expect(await query(kept, "SELECT current_database() AS name")).toEqual([{ name: "kept_beside_a_dropped_one" }]);
  });

  it("copies a template into each new database, which then changes alone; the template takes no session", async () => {
    const source = await createDatabase(server);
    await query(source, "CREATE TABLE notes (body text); INSERT INTO notes VALUES ('from the template')");
    const template = await makeTemplate(server, source);
    const [first, second] = await Promise.all([
      createDatabase(server, { template }),
      createDatabase(server, { template }),
    ]);
    await query(first, "INSERT INTO notes VALUES ('only in the first')");

    expect(await query(first, "SELECT body FROM notes ORDER BY body")).toEqual([
      { body: "from the template" },
      { body: "only in the first" },
    ]);
    expect(await query(second, "SELECT body FROM notes")).toEqual([{ body: "from the template" }]);
    await expect(query(source, "SELECT 1")).rejects.toThrow(/not currently accepting connections/);
  });

  it("refuses to drop the admin database every later create needs", async () => {
    await expect(dropDatabase(server, server.url)).rejects.toThrow(/admin database/);
  });

  it("runs without fsync unless asked to be durable", async () => {
    expect(await query(server.url, "SHOW fsync")).toEqual([{ fsync: "off" }]);
    const durable = await startPostgres({ name: "postgres-self-test-durable", durable: true });
    try {
      expect(await query(durable.url, "SHOW fsync")).toEqual([{ fsync: "on" }]);
      expect(await query(durable.url, "SHOW synchronous_commit")).toEqual([{ synchronous_commit: "on" }]);
    } finally {
      await durable.stop();
    }
  });

  it("stops a server whose test process is killed before it could stop it", async () => {
    const script = `
      const { startPostgres } = await import(${JSON.stringify(SERVER_MODULE)});
      const server = await startPostgres({ name: "postgres-self-test-orphan" });
      process.stdout.write(String(server.port), () => process.kill(process.pid, "SIGKILL"));`;
    const killed = await runNode(script);
    expect(killed.signal).toBe("SIGKILL");
    const port = Number(killed.stdout);
    expect(port).toBeGreaterThan(0);

    await vi.waitFor(async () => expect(await acceptsConnections(port)).toBe(false), {
      timeout: 10_000,
      interval: 100,
    });
  });

  // Last: it stops the server the tests above share.
  it("stops once however often asked, and closes its port", async () => {
    expect(await acceptsConnections(server.port)).toBe(true);
    await Promise.all([server.stop(), server.stop()]);
    expect(await acceptsConnections(server.port)).toBe(false);
  });
});
