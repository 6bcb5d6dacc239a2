// Money movements of one business run one at a time in each instance. On PostgreSQL a movement waits for its
// accounts' row locks while holding one of the pool's ten connections: two hundred transfers from one account would
// take every connection to wait in line, and requests for anything else would time out waiting for a connection.
// Queued here, they wait without a connection, and only one per business per instance waits on the rows (other
// instances still race for them, and the row locks decide: ledger/postings.ts). On SQLite, whose one connection
// runs writers in turn already, a line here would keep a business's movements out of each other's group commit
// (db/sqlite-engine.ts): the queue is built with `lines: false` there and runs work at once.

export class BusinessQueue {
  readonly #tails = new Map<string, Promise<void>>();
  readonly #lines: boolean;

  constructor(options: { lines: boolean } = { lines: true }) {
    this.#lines = options.lines;
  }

  /** Runs `work` once every earlier piece of work queued for `businessId` in this instance has finished. */
  run<T>(businessId: string, work: () => Promise<T>): Promise<T> {
    if (!this.#lines) return work();
    const previous = this.#tails.get(businessId) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(businessId, tail);
    void tail.then(() => {
      if (this.#tails.get(businessId) === tail) this.#tails.delete(businessId);
    });
    return result;
  }

  /** How many businesses have movements queued or running (tests). */
  get size(): number {
    return this.#tails.size;
  }
}
