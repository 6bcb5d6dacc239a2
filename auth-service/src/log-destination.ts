// Where log lines go by default: stdout through Node's own non-blocking stream, given up once a write fails.
//
// Not pino's default destination (sonic-boom 4.2): its flushSync, which pino runs in an exit handler, retries
// every failed write, EPIPE included, sleeping 100 ms in Atomics.wait between tries. A service with lines
// queued when stdout's reader went away could then never exit, not even on a second signal. Node's stdout
// never blocks the thread (a full pipe queues in memory) and nothing flushes it on exit.

/** What pino needs of a destination. */
export interface LogDestination {
  write(line: string): void;
}

let destination: LogDestination | undefined;

/** Stdout for log lines; after a write error (EPIPE: nobody reads any more) lines are dropped, never retried. */
export function stdoutDestination(): LogDestination {
  if (destination) return destination;
  let failed = false;
  // Node's stdout is never destroyed by an error, so every later write would fail again: stop writing instead.
  process.stdout.on("error", () => {
    failed = true;
  });
  destination = {
    write(line) {
      if (!failed) process.stdout.write(line);
    },
  };
  return destination;
}
