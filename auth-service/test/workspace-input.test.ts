// Bad input to the team's routes, on each engine: wrong types, unknown permissions, an empty list, unknown fields,
// bad ids, bodies that are not JSON or too big. Each is a 4xx with a message a person can read; none is a 5xx,
// and none changes anything.
import crypto from "node:crypto";
import { WORKSPACE_MESSAGES as M } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import {
  addMember,
  business,
  fillPath,
  person,
  routesUnder,
  send,
  snapshot,
  stepUpWithCode,
  type Person,
} from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let viewer: Person;
let businessId: string;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await person(t, clock);
  viewer = await person(t, clock, { twoFactor: false });
  businessId = await business(t, owner);
  await addMember(t, businessId, viewer, ["view"]);
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<typeof send>>;
/** A 4xx with a readable message (and the request left nothing behind: checked by the callers' snapshots). */
function expectClientError(answer: Answer, label: string, status?: number) {
  expect(answer.statusCode, `${label}: ${answer.body}`).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, `${label}: ${answer.body}`).toBeLessThan(500);
  if (status !== undefined) expect(answer.statusCode, `${label}: ${answer.body}`).toBe(status);
  const body = answer.json() as { success: boolean; message: string };
  expect(body.success, label).toBe(false);
  expect(body.message, label).toMatch(/^\S.{4,}/);
  expect(body.message, label).not.toMatch(/zod|schema|undefined|\[object|expected|Invalid input/i);
}

const member = (userId = viewer.user.id) => `/api/businesses/${businessId}/members/${userId}`;
const invitations = () => `/api/businesses/${businessId}/invitations`;

describe("the permissions of a member", () => {
  const bodies: [string, unknown, string?][] = [
    ["a string for the list", { permissions: "view" }],
    ["an empty list", { permissions: [] }, M.permissionsRequired],
    ["an unknown permission", { permissions: ["view", "admin"] }, M.unknownPermission],
    ["owner as a permission", { permissions: ["owner"] }, M.unknownPermission],
    ["a number in the list", { permissions: [1] }, M.unknownPermission],
    ["null in the list", { permissions: [null] }, M.unknownPermission],
    ["a permission in another case", { permissions: ["VIEW"] }, M.unknownPermission],
    ["more entries than permissions", { permissions: ["view", "view", "view", "view", "view"] }],
    ["no list", {}, M.permissionsRequired],
    ["owner as a string", { permissions: ["view"], owner: "true" }, M.ownerFlag],
    ["owner as a number", { permissions: ["view"], owner: 1 }, M.ownerFlag],
    ["an unknown field", { permissions: ["view"], role: "owner" }],
    ["a prototype key", JSON.parse('{"permissions":["view"],"__proto__":{"owner":true}}')],
    ["null", null],
    ["a list for the body", [{ permissions: ["view"] }]],
    ["a string for the body", "view"],
  ];

  it("each bad body is a 4xx with a clear message and changes nothing", async () => {
    await stepUpWithCode(t, clock, owner);
    const before = await snapshot(t.db);
    const answers = await Promise.all(bodies.map(([, body]) => send(t.app, "PUT", member(), owner.cookie, body)));
    answers.forEach((answer, index) => {
      const [label, , message] = bodies[index]!;
      expectClientError(answer, label, 400);
      if (message) expect(answer.json().message, label).toBe(message);
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("an unknown field is refused by name, not silently dropped", async () => {
    await stepUpWithCode(t, clock, owner);
    const answer = await send(t.app, "PUT", member(), owner.cookie, { permissions: ["view"], role: "owner" });
    expectClientError(answer, "unknown field", 400);
    expect(Object.keys(answer.json().errors)).toEqual(["role"]);
  });

  it("a duplicate permission is taken once, and view is always added", async () => {
    await stepUpWithCode(t, clock, owner);
    const answer = await send(t.app, "PUT", member(), owner.cookie, { permissions: ["pay", "pay"] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().member.permissions).toEqual(["view", "pay"]);
    await send(t.app, "PUT", member(), owner.cookie, { permissions: ["view"] });
  });
});

describe("invitations and links", () => {
  it("bad invitation bodies are 4xx with a clear message and change nothing", async () => {
    await stepUpWithCode(t, clock, owner);
    const bodies: [string, unknown][] = [
      ["no address", { permissions: ["view"] }],
      ["not an address", { email: "not-an-address", permissions: ["view"] }],
      ["an address as a number", { email: 12, permissions: ["view"] }],
      ["an address too long", { email: `${"a".repeat(320)}@example.com`, permissions: ["view"] }],
      ["two addresses", { email: "a@example.com, b@example.com", permissions: ["view"] }],
      ["a header in the address", { email: "a@example.com\r\nBcc: b@example.com", permissions: ["view"] }],
      ["no permissions", { email: "a@example.com" }],
      ["an empty list", { email: "a@example.com", permissions: [] }],
      ["an unknown permission", { email: "a@example.com", permissions: ["root"] }],
      ["an unknown field", { email: "a@example.com", permissions: ["view"], owner: true }],
    ];
    const before = await snapshot(t.db);
    const answers = await Promise.all(bodies.map(([, body]) => send(t.app, "POST", invitations(), owner.cookie, body)));
    answers.forEach((answer, index) => expectClientError(answer, bodies[index]![0], 400));
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("an accept with an unknown field, or a preview with a list for its token, is 400", async () => {
    const accept = await send(t.app, "POST", "/api/invitations/accept", viewer.cookie, { token: "abc", businessId });
    expectClientError(accept, "accept with businessId", 400);
    expect(accept.json()).toMatchObject({ message: M.unknownField, errors: { businessId: M.unknownField } });
    expectClientError(await send(t.app, "GET", "/api/invitations/preview?token=a&token=b", undefined), "two tokens");
  });
});

describe("every business route", () => {
  const changes = () => routesUnder(t.app, "/api/businesses/:businessId").filter((route) => route.method !== "GET");
  const all = () => routesUnder(t.app, "/api/businesses/:businessId");

  it("refuses a body over 16 KB with 413 before reading it, on every route that takes one", async () => {
    await stepUpWithCode(t, clock, owner);
    const huge = JSON.stringify({ permissions: ["view"], padding: "x".repeat(17 * 1024) });
    const before = await snapshot(t.db);
    for (const route of changes()) {
      const answer = await t.app.inject({
        method: route.method as "POST",
        url: fillPath(route.url, { businessId, userId: viewer.user.id }),
        headers: { cookie: owner.cookie, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        payload: huge,
      });
      expectClientError(answer, `${route.method} ${route.url}`, 413);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("refuses a body that is not JSON (415) or is broken JSON (400) on every route that takes one", async () => {
    await stepUpWithCode(t, clock, owner);
    for (const route of changes().filter((each) => each.method !== "DELETE")) {
      const url = fillPath(route.url, { businessId, userId: viewer.user.id });
      const form = await t.app.inject({
        method: route.method as "POST",
        url,
        headers: { cookie: owner.cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: "permissions=view",
      });
      expectClientError(form, `${route.method} ${route.url} form`, 415);
      const broken = await t.app.inject({
        method: route.method as "POST",
        url,
        headers: { cookie: owner.cookie, "content-type": "application/json" },
        payload: '{"permissions": ["view"',
      });
      expectClientError(broken, `${route.method} ${route.url} broken JSON`, 400);
    }
  });

  it("answers a bad id with 400 (too long) or 404 (no such one), never a 5xx", async () => {
    await stepUpWithCode(t, clock, owner);
    const ids = ["x".repeat(101), "..", "%00", "%0A", "' OR '1'='1", "%F0%9F%92%A5", "%E2%80%AE", crypto.randomUUID()];
    const before = await snapshot(t.db);
    for (const route of all()) {
      for (const id of ids) {
        const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
        for (const name of names) {
          // The id goes into the path as written (some are already percent-encoded); the others are real ones.
          const url = fillPath(route.url.replace(`:${name}`, "BAD_ID"), { businessId, userId: viewer.user.id }).replace(
            "BAD_ID",
            id,
          );
          const body = route.method === "PUT" ? { permissions: ["view"] } : route.method === "POST" ? {} : undefined;
          const answer = await send(t.app, route.method as "GET", url, owner.cookie, body);
          const label = `${route.method} ${url}`;
          // ".." as the last segment is the parent's address, as every client reads it (GET .../payments/.. is
          // GET .../payments' parent, the business): a route of its own, answered as that route.
          if (id === ".." && url.endsWith("/..") && answer.statusCode === 200 && route.method === "GET") continue;
          expectClientError(answer, label);
          if (id.length > 100) expect(answer.statusCode, label).toBe(400);
        }
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});
