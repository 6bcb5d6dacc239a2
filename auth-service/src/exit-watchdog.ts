// Last resort of a shutdown: another thread kills the process if it has not exited in time.
import { Worker } from "node:worker_threads";

/**
 * SIGKILLs this process after `ms` unless it has exited by then. A timer of the main thread would not do: what
 * keeps a process from exiting is that thread stuck in a synchronous call (an exit handler retrying a write),
 * and then none of its timers fire.
 */
export function killIfStillRunningAfter(ms: number): void {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`not a delay in milliseconds: ${ms}`);
  // No require or import: the worker inherits the process's flags, so it may run as CommonJS or as a module.
  const watchdog = new Worker(`setTimeout(() => process.kill(process.pid, "SIGKILL"), ${ms});`, { eval: true });
  // The watchdog must not be what keeps the process alive.
  watchdog.unref();
}
