// A service whose stdout has no reader any more (every log write fails with EPIPE) still stops on SIGTERM,
// with code 0 and within close-with-grace's delay.
import { afterEach, describe, expect, it } from "vitest";
import { startService, type ServiceProcess } from "./service-process.ts";
import { temporaryFolders } from "./support.ts";

/** close-with-grace's delay in src/server.ts, plus time to spare on a busy machine. */
const EXIT_DEADLINE_MS = 12_000;

let service: ServiceProcess | undefined;
const folders = temporaryFolders();
afterEach(async () => {
  await service?.stop("SIGKILL");
  service = undefined;
  folders.removeAll();
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How the process ended, or "still running" once the deadline (counted from now) has passed. */
function exitWithin(service: ServiceProcess, ms: number) {
  return Promise.race([service.exited, sleep(ms).then(() => "still running" as const)]);
}

describe("shutdown when stdout's reader has gone", () => {
  it("exits on SIGTERM when the reader went away before the lines were logged", async () => {
    service = await startService({ DATA_DIR: folders.make("stdout-gone-") });
    service.child.stdout!.destroy();
    // Each request logs a line or two, and each of those writes now fails.
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${service.origin}/api/health`)).status).toBe(200);
      expect((await fetch(`${service.origin}/api/no-such-route`)).status).toBe(404);
    }

    service.child.kill("SIGTERM");
    expect(await exitWithin(service, EXIT_DEADLINE_MS)).toEqual({ code: 0, signal: null });
  }, 30_000);

  it("exits on SIGTERM when the reader stalled with lines queued, then went away", async () => {
    service = await startService({ DATA_DIR: folders.make("stdout-gone-") });
    // A reader that stops reading: once the pipe is full, log lines queue up inside the service.
    service.child.stdout!.pause();
    const longPath = `/api/${"x".repeat(8_000)}`;
    for (let i = 0; i < 64; i++) expect((await fetch(`${service.origin}${longPath}`)).status).toBe(404);

    service.child.kill("SIGTERM");
    const deadline = exitWithin(service, EXIT_DEADLINE_MS);
    // Time for the shutdown to reach its exit handlers, which flush the queued lines, and only then is the
    // reader gone. Pino's default destination retried the failed writes there forever (EPIPE included).
    await sleep(1_000);
    service.child.stdout!.destroy();
    expect(await deadline).toEqual({ code: 0, signal: null });
  }, 30_000);
});
