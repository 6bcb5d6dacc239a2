import { THROTTLED_WHAT } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATE_CHANGING_ROUTES, postJson } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ floodLimitPerMinute: 3 });
});
afterAll(() => t.close());

describe("the flood cap on credential routes", () => {
  it.each(STATE_CHANGING_ROUTES.filter((route) => route !== "/api/signout"))(
    "%s answers 429 with Retry-After past the per-minute cap",
    async (url) => {
      for (let i = 0; i < 3; i += 1) expect((await postJson(t.app, url, {})).statusCode).not.toBe(429);
      const limited = await postJson(t.app, url, {});
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(new RegExp(`^Too many ${THROTTLED_WHAT.requests}\\. Try again in`)),
      });
    },
  );

  it("counts an IPv6 client by its /64, whichever address inside it speaks", async () => {
    const from = (i: number) => `2001:db8:f1:0:${i.toString(16)}::1`;
    for (let i = 1; i <= 3; i += 1) {
      expect((await postJson(t.app, "/api/signin", {}, {}, from(i))).statusCode).not.toBe(429);
    }
    expect((await postJson(t.app, "/api/signin", {}, {}, from(4))).statusCode).toBe(429);
    expect((await postJson(t.app, "/api/signin", {}, {}, "2001:db8:f1:1::1")).statusCode).not.toBe(429);
  });

  it("leaves reads alone", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject({ method: "GET", url: "/api/auth/session-status" })).statusCode).toBe(200);
    }
  });
});
