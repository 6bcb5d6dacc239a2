import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import * as eager from "../index.ts";
import { fieldErrors } from "./api-error.ts";
import { deferredSchema, lazySchema } from "./lazy-schema.ts";

/** What a parse says: the data, or each field's message. */
function outcome(schema: z.ZodMiniType, value: unknown): unknown {
  const result = z.safeParse(schema, value);
  return result.success
    ? { data: result.data }
    : { errors: fieldErrors(result.error), codes: result.error.issues.map((issue) => issue.code) };
}

function isSchema(value: unknown): value is z.ZodMiniType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("a deferred schema", () => {
  it("is not built until it is used, then built once", () => {
    const build = vi.fn(() => z.string().check(z.minLength(2, "Too short")));
    const schema = deferredSchema(build);
    const wrapped = z.object({ name: schema, nickname: z.optional(schema) });
    expect(build).not.toHaveBeenCalled();

    expect(outcome(wrapped, { name: "Ada" })).toEqual({ data: { name: "Ada" } });
    expect(outcome(wrapped, { name: "A", nickname: "B" })).toEqual({
      errors: { name: "Too short", nickname: "Too short" },
      codes: ["too_small", "too_small"],
    });
    expect(outcome(schema, 7)).toMatchObject({ codes: ["invalid_type"] });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("answers for the schema: instanceof, keys, `in`, methods and its prototype", () => {
    const built = z.string();
    const schema = deferredSchema(() => built);
    expect(schema instanceof z.ZodMiniString).toBe(true);
    expect(schema instanceof z.ZodMiniNumber).toBe(false);
    expect("_zod" in schema).toBe(true);
    expect(Object.keys(schema)).toEqual(Object.keys(built));
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(built));
    expect(outcome(schema.check(z.maxLength(1)), "ab")).toMatchObject({ codes: ["too_big"] });
    expect(outcome(schema.check(z.maxLength(1)), "a")).toEqual({ data: "a" });
  });

  it("is what lazySchema gives in a browser, and the schema itself on the service", async () => {
    expect(lazySchema(() => z.string()) instanceof z.ZodMiniString).toBe(true);

    vi.stubGlobal("document", {});
    vi.resetModules();
    const inBrowser = await import("./lazy-schema.ts");
    const build = vi.fn(() => z.string());
    inBrowser.lazySchema(build);
    expect(build).not.toHaveBeenCalled();
  });
});

describe("every contracts schema, deferred as in a browser", () => {
  it("parses and refuses as the schema the service builds", async () => {
    vi.stubGlobal("document", {});
    vi.resetModules();
    const browser = (await import("../index.ts")) as Record<string, unknown>;
    const samples: unknown[] = [
      undefined,
      null,
      "",
      "ada@example.com",
      123456,
      true,
      {},
      [],
      { email: "x", password: "1" },
    ];
    const names = Object.keys(eager).filter((name) => isSchema((eager as Record<string, unknown>)[name]));
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const schema = (eager as Record<string, unknown>)[name] as z.ZodMiniType;
      const deferred = browser[name];
      expect(isSchema(deferred), name).toBe(true);
      expect((deferred as z.ZodMiniType)._zod.def.type, name).toBe(schema._zod.def.type);
      for (const sample of samples)
        expect(outcome(deferred as z.ZodMiniType, sample), name).toEqual(outcome(schema, sample));
    }
  });
});
