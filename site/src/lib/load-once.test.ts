import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("a module loaded once", () => {
  it("is fetched once however many ask, at once or later", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = loadOnce(load);
    const [first, second] = await Promise.all([module(), module()]);
    expect(await module()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it("is fetched again after a failed fetch, which its caller is told of", async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ answer: 42 });
    const module = loadOnce(load);
    await expect(module()).rejects.toThrow("Failed to fetch");
    expect(await module()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
