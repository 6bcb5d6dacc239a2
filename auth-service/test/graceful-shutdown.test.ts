import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { startService, type ServiceProcess } from "./service-process.ts";
import { temporaryFolders } from "./support.ts";

const LARGE_FILE_BYTES = 48 * 1024 * 1024;

let service: ServiceProcess | undefined;
const folders = temporaryFolders();
const tempFolder = folders.make;
afterEach(async () => {
  await service?.stop("SIGKILL");
  service = undefined;
  folders.removeAll();
});

/**
 * Starts a download on a keep-alive connection (Node's default agent, as browsers do) and pauses it after the
 * first bytes, so the answer is still in flight.
 */
function startSlowDownload(url: string): Promise<{ resume(): Promise<number>; status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let received = 0;
        response.once("data", (first: Buffer) => {
          received += first.length;
          response.pause();
          resolve({
            status: response.statusCode ?? 0,
            resume: () =>
              new Promise((done, fail) => {
                response.on("data", (chunk: Buffer) => (received += chunk.length));
                response.on("end", () => done(received));
                response.on("error", fail);
                response.resume();
              }),
          });
        });
      })
      .on("error", reject);
  });
}

describe("graceful shutdown on SIGTERM", () => {
  it("lets an in-flight answer finish, refuses new connections, closes the database and logs JSON", async () => {
    const dataDir = tempFolder("shutdown-data-");
    const siteDir = tempFolder("shutdown-site-");
    fs.writeFileSync(path.join(siteDir, "404.html"), "<h1>Page not found</h1>");
    fs.writeFileSync(path.join(siteDir, "large.bin"), Buffer.alloc(LARGE_FILE_BYTES, 7));
    service = await startService({ DATA_DIR: dataDir, SITE_DIR: siteDir });
    expect((await fetch(`${service.origin}/api/health`)).status).toBe(200);
    // WAL mode keeps a -wal file while a connection is open; a clean close checkpoints it and removes it.
    expect(fs.existsSync(path.join(dataDir, `${DATABASE_FILE_NAME}-wal`))).toBe(true);

    const download = await startSlowDownload(`${service.origin}/large.bin`);
    expect(download.status).toBe(200);
    service.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(fetch(`${service.origin}/api/health`)).rejects.toThrow();
    expect(service.child.exitCode).toBeNull();

    expect(await download.resume()).toBe(LARGE_FILE_BYTES);
    // The download's keep-alive connection must not hold the shutdown open (Node's agent keeps it for 5 s).
    const downloadEnded = Date.now();
    await service.exited;
    expect(Date.now() - downloadEnded).toBeLessThan(2_000);
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, `${DATABASE_FILE_NAME}-wal`))).toBe(false);
    expect(service.logLines.some((line) => line.msg === "shutting down" && line.signal === "SIGTERM")).toBe(true);
    for (const line of service.logLines)
      expect(line).toMatchObject({ level: expect.any(Number), time: expect.any(Number) });
  }, 30_000);
});
