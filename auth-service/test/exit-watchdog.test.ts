// The shutdown's last resort: a process whose main thread is stuck is killed from the watchdog's thread.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const WATCHDOG = fileURLToPath(new URL("../src/exit-watchdog.ts", import.meta.url));

/**
 * Runs an ES module of a few lines in a fresh Node process; resolves with how it ended.
 * One still running after 5 s is ended with SIGTERM (its default action: no handler is installed), which
 * tells it apart from the watchdog's SIGKILL.
 */
function runModule(source: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ["--input-type=module", "--eval", source], { stdio: "ignore" });
  const giveUp = setTimeout(() => child.kill("SIGTERM"), 5_000);
  return new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      clearTimeout(giveUp);
      resolve({ code, signal });
    }),
  );
}

describe("exit watchdog", () => {
  it("kills a process stuck in a synchronous exit handler", async () => {
    const ended = await runModule(`
      import { killIfStillRunningAfter } from ${JSON.stringify(WATCHDOG)};
      killIfStillRunningAfter(500);
      // What sonic-boom's flushSync did between retries, forever.
      process.on("exit", () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
      process.exit(0);
    `);
    expect(ended).toMatchObject({ code: null, signal: "SIGKILL" });
  }, 15_000);

  it("does not keep a process alive that is done", async () => {
    const ended = await runModule(`
      import { killIfStillRunningAfter } from ${JSON.stringify(WATCHDOG)};
      killIfStillRunningAfter(10_000);
    `);
    expect(ended).toMatchObject({ code: 0, signal: null });
  }, 15_000);
});
