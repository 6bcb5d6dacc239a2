// Runs the app (or a build, or the preview) for a test or a script: in a process group of its own on a port of its
// own, waited for until it answers, and stopped with every child it started.
import { spawn, type SpawnOptions } from "node:child_process";

export interface ProcessGroup {
  /** Asks the whole group to end (at once, for an exit handler). */
  kill(): void;
  /** Asks the whole group to end and waits for its leader to exit. */
  stop(): Promise<void>;
}

/** An app (or preview) a test started: where it answers, and how to stop it. */
export interface RunningApp {
  origin: string;
  stop(): Promise<void>;
}

/** Starts a command as the leader of a new process group (`pnpm start` and `astro dev` start children of their own). */
export function startProcessGroup(command: string, args: readonly string[], options: SpawnOptions): ProcessGroup {
  const child = spawn(command, args, { stdio: "ignore", ...options, detached: true });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = () => {
    try {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return {
    kill,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      kill();
      await exited;
    },
  };
}

/** Waits until `url` answers; a group that never does is stopped, not left running. */
export async function waitForGroup(group: ProcessGroup, url: string, timeoutMs: number): Promise<void> {
  try {
    await waitUntilAnswers(url, timeoutMs);
  } catch (error) {
    await group.stop();
    throw error;
  }
}

/** Waits until a GET of `url` answers 2xx. */
export async function waitUntilAnswers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Waits until the app a run started on a port of its own answers. */
export function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  return waitUntilAnswers(`${origin}/api/health`, timeoutMs);
}
