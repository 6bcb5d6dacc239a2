import { describe, expect, it, vi } from "vitest";
import type { ApplicationPatch } from "@bank/contracts";
import { createSectionSaver, type SaveStatus } from "./section-saver.ts";

/** A send whose requests stay open until the test answers them. */
function heldSend() {
  const calls: { patch: ApplicationPatch; answer(): void; fail(): void }[] = [];
  const send = vi.fn(
    (patch: ApplicationPatch) =>
      new Promise<void>((resolve, reject) =>
        calls.push({ patch, answer: resolve, fail: () => reject(new Error("x")) }),
      ),
  );
  return { send, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("saving the application's sections", () => {
  it("sends one request at a time, then only the newest value of each section changed meanwhile", async () => {
    const { send, calls } = heldSend();
    const statuses: SaveStatus[] = [];
    const saver = createSectionSaver(send, (status) => statuses.push(status));
    void saver.save({ business: { legalName: "A" } });
    void saver.save({ business: { legalName: "Ab" } });
    void saver.save({ people: [] });
    const done = saver.save({ business: { legalName: "Abc" } });
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    await tick();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.patch).toEqual({ business: { legalName: "Abc" }, people: [] });
    calls[1]!.answer();
    await done;
    await saver.settled();
    expect(statuses.at(-1)).toBe("saved");
  });

  it("does not send a section equal to what was last saved or read", async () => {
    const { send, calls } = heldSend();
    const saver = createSectionSaver(send, () => {});
    saver.reset({ business: { legalName: "A" } });
    await saver.save({ business: { legalName: "A" } });
    expect(send).not.toHaveBeenCalled();
    void saver.save({ business: { legalName: "B" } });
    calls[0]!.answer();
    await saver.settled();
    await saver.save({ business: { legalName: "B" } });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends a cleared field as the null it is given (removal under merge patch), once", async () => {
    const { send, calls } = heldSend();
    const saver = createSectionSaver(send, () => {});
    saver.reset({ business: { legalName: "A", website: "https://a.example" } });
    void saver.save({ business: { legalName: "A", website: null } });
    expect(calls[0]!.patch).toEqual({ business: { legalName: "A", website: null } });
    calls[0]!.answer();
    await saver.settled();
    await saver.save({ business: { legalName: "A", website: null } });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("reports a failure and sends the same section again on the next change", async () => {
    const { send, calls } = heldSend();
    const statuses: SaveStatus[] = [];
    const saver = createSectionSaver(send, (status) => statuses.push(status));
    void saver.save({ business: { legalName: "A" } });
    calls[0]!.fail();
    await saver.settled();
    expect(statuses).toEqual(["saving", "failed"]);
    void saver.save({ business: { legalName: "A" } });
    expect(calls).toHaveLength(2);
    calls[1]!.answer();
    await saver.settled();
    expect(statuses.at(-1)).toBe("saved");
  });
});
