// One business's money movements run one at a time in an instance; other businesses' run beside them.
import { describe, expect, it } from "vitest";
import { BusinessQueue } from "../src/workspace/ledger/business-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("the business queue", () => {
  it("runs one business's work in the order it came, one at a time, and forgets the business after", async () => {
    const queue = new BusinessQueue();
    const log: string[] = [];
    let running = 0;
    const step = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([queue.run("b1", step("one")), queue.run("b1", step("two"))]);
    expect(results).toEqual(["one", "two"]);
    expect(log).toEqual(["start one", "end one", "start two", "end two"]);
    await tick();
    expect(queue.size).toBe(0);
  });

  it("a failure reaches its own caller only, and the next piece of work still runs", async () => {
    const queue = new BusinessQueue();
    const failed = queue.run("b1", async () => {
      throw new Error("refused");
    });
    const next = queue.run("b1", async () => "ran");
    await expect(failed).rejects.toThrow("refused");
    await expect(next).resolves.toBe("ran");
  });

  it("two businesses do not wait for each other", async () => {
    const queue = new BusinessQueue();
    let release!: () => void;
    const held = queue.run("b1", () => new Promise<void>((resolve) => (release = resolve)));
    await expect(queue.run("b2", async () => "b2 ran")).resolves.toBe("b2 ran");
    release();
    await held;
  });

  it("without lines (SQLite, whose writers take turns already) runs work at once, so it can share a commit", async () => {
    const queue = new BusinessQueue({ lines: false });
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([queue.run("b1", step("one")), queue.run("b1", step("two"))]);
    expect(log).toEqual(["start one", "start two", "end one", "end two"]);
    expect(queue.size).toBe(0);
  });
});
