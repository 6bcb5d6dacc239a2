import { API_MESSAGES } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERY_POST_ROUTE, postJson, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: ["https://www.meridian.example"] });
});
afterAll(() => t.close());

describe("bad input gets a clear 4xx, never a 5xx", () => {
  it.each(EVERY_POST_ROUTE)("%s: malformed JSON is 400 with the error shape", async (url) => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: '{"email": "a@b.c",',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.invalidJson });
  });

  it.each(["/api/signup", "/api/signin"])("%s: wrong types are 400 naming the field", async (url) => {
    const response = await postJson(t.app, url, { email: 42, password: ["x"], rememberMe: "yes" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: expect.objectContaining({ email: expect.any(String) }),
    });
  });

  it.each([null, [], "text", 12, true])("a body of %j instead of an object is 400", async (body) => {
    const response = await postJson(t.app, "/api/signin", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it("a body over 16 KB is 413", async () => {
    const response = await postJson(t.app, "/api/signup", { firstName: "x".repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.bodyTooLarge });
  });

  it("prototype-pollution keys are refused, not merged", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/signin",
      payload: '{"email":"a@example.com","password":"12345678","__proto__":{"admin":true}}',
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "a %s body is refused with 415",
    async (contentType) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/signin",
        payload: "email=a@b.c",
        headers: { "content-type": contentType },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: API_MESSAGES.notJson });
    },
  );

  it("a malformed address is 400 and an unknown API path is a JSON 404", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/%E0%A4%A" })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/nothing",
      payload: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "Not found" });
  });

  it("a wrong method on a known path is 404, not 5xx", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/signin" });
    expect(response.statusCode).toBe(404);
  });
});

describe("CSRF: state-changing routes refuse foreign origins", () => {
  it.each(EVERY_POST_ROUTE)("%s refuses a foreign Origin with 403", async (url) => {
    const response = await postJson(t.app, url, {}, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.foreignOrigin });
  });

  it("refuses a request the browser marks cross-site", async () => {
    const response = await postJson(t.app, "/api/signin", {}, { "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the service's own origin and the configured ones", async () => {
    const account = await signUp(t.app);
    const own = await postJson(t.app, "/api/signin", account, { origin: "http://localhost:80", host: "localhost:80" });
    expect(own.statusCode).toBe(200);
    const configured = await postJson(t.app, "/api/signin", account, { origin: "https://www.meridian.example" });
    expect(configured.statusCode).toBe(200);
  });

  it("a foreign origin cannot sign a user out", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/signout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("reads stay open to any origin (they change nothing)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/session-status",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("answers", () => {
  it("carry a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
