// Every business route, attacked from the outside in: the list is read from the app's own router, so a route added
// under /api/businesses/:businessId is attacked the day it lands. A stranger (signed in, two-factor, owner of a
// business of their own) and a member who was removed get 404 notFound on each and change nothing; signed out, 401;
// a view-only member gets 403 on each route that pays, approves or manages; a member whose session did not prove a
// second factor gets 403 secondFactorRequired there; a team change on a proof over 10 minutes old,
// reauthenticationRequired. Each route's permission comes from the table below, which fails when a route is not in it.
import crypto from "node:crypto";
import { WORKSPACE_MESSAGES as M, type MemberPermission } from "@bank/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fund } from "./money-support.ts";
import { readOutbox } from "./outbox.ts";
import { MINUTE, TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import {
  addMember,
  business,
  fillPath,
  invitationToken,
  person,
  routesUnder,
  send,
  snapshot,
  stepUpWithCode,
  type Person,
  type RouteEntry,
} from "./workspace-support.ts";

const BUSINESS_ROUTES = "/api/businesses/:businessId";
/** The sandbox partner's routes that act on a business are held to the same rules. */
const SANDBOX_ROUTES = "/api/sandbox/businesses/:businessId";

interface RouteRule {
  /** What the caller must hold: "member" for any member's reads. */
  permission: MemberPermission | "member";
  /** Also open to managers (a payee is removed by its creator, who may pay, or by a manager). */
  orManage?: boolean;
  /** A second factor proven in the last 10 minutes (team changes). */
  stepUp?: boolean;
  /** A valid body for the route (else one is made from the route's OpenAPI schema). */
  body?: () => unknown;
  /** The query string a route needs (statements name their account). */
  query?: (params: Record<string, string>) => string;
}

let invitedCount = 0;
/** A valid ACH payee (021000021 passes the ABA checksum). */
const ACH_PAYEE = {
  name: "Acme Supplies LLC",
  method: "ach",
  accountNumber: "000123456789",
  routingNumber: "021000021",
  accountType: "checking",
};
/** A movement between two accounts (the guard answers before they are looked up). */
const MOVEMENT = { fromAccountId: crypto.randomUUID(), toAccountId: crypto.randomUUID(), amount: "1.00" };
/**
 * Each business route's permission. A route missing here fails "every business route is in the table": decide what
 * it needs (the contract's table of routes) and add it. DELETE /members/:userId is classified for removing someone
 * else; leaving oneself is any member's right, tested beside the team's rules.
 */
const RULES: Readonly<Record<string, RouteRule>> = {
  "GET /api/businesses/:businessId": { permission: "member" },
  "GET /api/businesses/:businessId/members": { permission: "view" },
  "PUT /api/businesses/:businessId/members/:userId": {
    permission: "manage",
    stepUp: true,
    body: () => ({ permissions: ["view", "pay"] }),
  },
  "DELETE /api/businesses/:businessId/members/:userId": { permission: "manage", stepUp: true },
  "GET /api/businesses/:businessId/invitations": { permission: "manage" },
  "POST /api/businesses/:businessId/invitations": {
    permission: "manage",
    stepUp: true,
    body: () => ({ email: `invited.${process.pid}.${(invitedCount += 1)}@example.com`, permissions: ["view"] }),
  },
  "DELETE /api/businesses/:businessId/invitations/:invitationId": { permission: "manage" },
  "GET /api/businesses/:businessId/payees": { permission: "view" },
  "POST /api/businesses/:businessId/payees": { permission: "pay", body: () => ACH_PAYEE },
  "DELETE /api/businesses/:businessId/payees/:payeeId": { permission: "pay", orManage: true },
  "GET /api/businesses/:businessId/accounts": { permission: "view" },
  "POST /api/businesses/:businessId/accounts": {
    permission: "manage",
    stepUp: true,
    body: () => ({ name: "Reserve", kind: "savings", currency: "USD" }),
  },
  "PATCH /api/businesses/:businessId/accounts/:accountId": { permission: "manage", body: () => ({ name: "Main" }) },
  "GET /api/businesses/:businessId/transactions": { permission: "view" },
  "GET /api/businesses/:businessId/transactions.csv": { permission: "view" },
  "GET /api/businesses/:businessId/statements": {
    permission: "view",
    query: (params) => `?accountId=${params.accountId}`,
  },
  "GET /api/businesses/:businessId/statements/:month.pdf": {
    permission: "view",
    query: (params) => `?accountId=${params.accountId}`,
  },
  "GET /api/businesses/:businessId/analytics": { permission: "view" },
  "GET /api/businesses/:businessId/holdings": { permission: "view" },
  "POST /api/businesses/:businessId/transfers": { permission: "pay", body: () => MOVEMENT },
  "POST /api/businesses/:businessId/conversions/quotes": { permission: "pay", body: () => MOVEMENT },
  "POST /api/businesses/:businessId/conversions": { permission: "pay" },
  "GET /api/businesses/:businessId/payments": { permission: "view" },
  "GET /api/businesses/:businessId/payments/:paymentId": { permission: "view" },
  "POST /api/businesses/:businessId/payments": {
    permission: "pay",
    body: () => ({ fromAccountId: crypto.randomUUID(), payeeId: crypto.randomUUID(), amount: "1.00" }),
  },
  "POST /api/businesses/:businessId/payments/:paymentId/approval-options": { permission: "approve" },
  "POST /api/businesses/:businessId/payments/:paymentId/approve": {
    permission: "approve",
    body: () => ({ code: "123456" }),
  },
  "POST /api/businesses/:businessId/payments/:paymentId/reject": {
    permission: "approve",
    body: () => ({ reason: "Not ours" }),
  },
  "POST /api/businesses/:businessId/payments/:paymentId/cancel": { permission: "pay", orManage: true },
  "GET /api/businesses/:businessId/approval-policy": { permission: "view" },
  "PUT /api/businesses/:businessId/approval-policy": {
    permission: "manage",
    stepUp: true,
    body: () => ({ rules: [{ atLeast: "5000.00", currency: "USD", approvals: 1 }] }),
  },
  "GET /api/businesses/:businessId/cards": { permission: "view" },
  "POST /api/businesses/:businessId/cards": {
    permission: "manage",
    stepUp: true,
    body: () => ({
      holderUserId: crypto.randomUUID(),
      name: "Card",
      accountId: crypto.randomUUID(),
      dailyLimit: "100.00",
    }),
  },
  // A card's holder changes its status and a manager everything (the card named here is the owner's own).
  "PATCH /api/businesses/:businessId/cards/:cardId": { permission: "manage", body: () => ({ name: "Renamed" }) },
  // Its holder alone, whatever they hold, after a step-up: refused to everyone else by the card's own rules (cards.test.ts).
  "POST /api/businesses/:businessId/cards/:cardId/reveal": { permission: "member" },
  "GET /api/businesses/:businessId/analytics/card-spend": { permission: "view" },
  "GET /api/businesses/:businessId/invoices": { permission: "view" },
  "POST /api/businesses/:businessId/invoices": {
    permission: "pay",
    body: () => ({
      customer: { name: "Globex", email: "billing@globex.example" },
      lines: [{ description: "Work", quantity: "1", unitPrice: "1.00" }],
      dueOn: "2030-01-01",
      accountId: crypto.randomUUID(),
    }),
  },
  "GET /api/businesses/:businessId/invoices/:invoiceId": { permission: "view" },
  "GET /api/businesses/:businessId/invoices/:invoiceId.pdf": { permission: "view" },
  "POST /api/businesses/:businessId/invoices/:invoiceId/send": { permission: "pay" },
  "POST /api/businesses/:businessId/invoices/:invoiceId/void": { permission: "pay" },
  "POST /api/sandbox/businesses/:businessId/deposits": {
    permission: "manage",
    body: () => ({ accountId: crypto.randomUUID(), amount: "1.00", method: "wire", from: { name: "Sandbox Co" } }),
  },
};

const keyOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const ruleOf = (route: RouteEntry): RouteRule | undefined => RULES[keyOf(route)];
const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// A body for a route the table has none for, made from its OpenAPI request schema: each required field with the
// first value its schema allows (strings tried against the field's pattern).
type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
};
const STRING_CANDIDATES = [
  "Acme Supplies LLC",
  "100.00",
  "1",
  "USD",
  "021000021",
  "000123456789",
  "2026-12-01",
  "2026-12-01T00:00:00.000Z",
  "ach",
  "checking",
  "0x52908400098527886E0F7030069857D2E4169EE7",
];
function sampleString(schema: JsonSchema): string {
  if (schema.format === "email") return `sample.${crypto.randomUUID().slice(0, 8)}@example.com`;
  if (schema.format === "uuid") return crypto.randomUUID();
  const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern, "u") : undefined;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  return (
    STRING_CANDIDATES.find((text) => (!pattern || pattern.test(text)) && text.length >= min && text.length <= max) ??
    "a".repeat(Math.max(1, min))
  );
}
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if ("const" in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== "null") ?? options[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]));
    case "array":
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => sample(schema.items));
    case "string":
      return sampleString(schema);
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return false;
    default:
      return {};
  }
}

const clock = new TestClock();
let t: TestApp;
let routes: RouteEntry[];
let owner: Person;
let businessId: string;
let openApi: {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
};
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  routes = [...routesUnder(t.app, BUSINESS_ROUTES), ...routesUnder(t.app, SANDBOX_ROUTES)];
  openApi = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  owner = await person(t, clock, { firstName: "Olivia" });
  businessId = await business(t, owner);
});
afterAll(() => t.close());

function bodyFor(route: RouteEntry): unknown {
  if (!CHANGES.has(route.method)) return undefined;
  const rule = ruleOf(route);
  if (rule?.body) return rule.body();
  const operation = openApi.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[route.method.toLowerCase()];
  const schema = operation?.requestBody?.content["application/json"]?.schema;
  return schema ? sample(schema) : undefined;
}

/** Sends the route as a browser of ours would: JSON, and an Idempotency-Key on every change (money routes need it). */
function call(route: RouteEntry, params: Record<string, string>, cookie: string | undefined) {
  const body = bodyFor(route);
  return t.app.inject({
    method: route.method as "GET",
    url: fillPath(route.url, params) + (ruleOf(route)?.query?.(params) ?? ""),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(CHANGES.has(route.method) ? { "idempotency-key": crypto.randomUUID() } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Calls every route at once as `cookie`, with `params`; answers in the routes' order. */
function callAll(list: RouteEntry[], params: Record<string, string>, cookie: string | undefined) {
  return Promise.all(list.map((route) => call(route, params, cookie)));
}

/** A pending invitation's id, for routes that name one. */
async function pendingInvitationId(): Promise<string> {
  await stepUpWithCode(t, clock, owner);
  const email = `pending.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await invitationToken(t, businessId, owner, email);
  const row = await t.db
    .selectFrom("business_invitations")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A payee the owner added, for routes that name one. */
async function payeeId(): Promise<string> {
  const added = await send(t.app, "POST", `/api/businesses/${businessId}/payees`, owner.cookie, ACH_PAYEE);
  expect(added.statusCode, added.body).toBe(201);
  return added.json().payee.id;
}

/** A payment the owner made (1.00 from money a sandbox wire brought), for routes that name one. */
let madePaymentId: string | undefined;
async function paymentId(accountId: string): Promise<string> {
  if (madePaymentId) return madePaymentId;
  await fund(t, clock, businessId, owner, accountId, "5.00");
  const made = await send(
    t.app,
    "POST",
    `/api/businesses/${businessId}/payments`,
    owner.cookie,
    { fromAccountId: accountId, payeeId: await payeeId(), amount: "1.00" },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(made.statusCode, made.body).toBe(201);
  madePaymentId = made.json().payment.id as string;
  return madePaymentId;
}

/** A card the owner issued to themselves, for routes that name one. */
let issuedCardId: string | undefined;
async function cardId(accountId: string): Promise<string> {
  if (issuedCardId) return issuedCardId;
  await stepUpWithCode(t, clock, owner);
  const issued = await send(t.app, "POST", `/api/businesses/${businessId}/cards`, owner.cookie, {
    holderUserId: owner.user.id,
    name: "Owner's card",
    accountId,
    dailyLimit: "100.00",
  });
  expect(issued.statusCode, issued.body).toBe(201);
  issuedCardId = issued.json().card.id as string;
  return issuedCardId;
}

/**
 * Real ids for each route's parameters: the business, its owner, a pending invitation, a payee, an account, a
 * payment, a card.
 */
/** A draft invoice the owner made, for routes that name one. */
async function invoiceId(accountId: string): Promise<string> {
  const made = await send(
    t.app,
    "POST",
    `/api/businesses/${businessId}/invoices`,
    owner.cookie,
    {
      customer: { name: "Globex", email: "billing@globex.example" },
      lines: [{ description: "Work", quantity: "1", unitPrice: "1.00" }],
      dueOn: new Date(clock.current + 30 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      accountId,
    },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(made.statusCode, made.body).toBe(201);
  return made.json().invoice.id as string;
}

/** Real ids for each route's parameters: the business, its owner, a pending invitation, a payee, an account, a payment. */
async function paramsFor(): Promise<Record<string, string>> {
  const accounts = await send(t.app, "GET", `/api/businesses/${businessId}/accounts`, owner.cookie);
  const accountId = accounts.json().accounts[0].id as string;
  return {
    cardId: await cardId(accountId),
    businessId,
    userId: owner.user.id,
    invitationId: await pendingInvitationId(),
    payeeId: await payeeId(),
    accountId,
    paymentId: await paymentId(accountId),
    invoiceId: await invoiceId(accountId),
    month: new Date(clock.current).toISOString().slice(0, 7),
  };
}

function expectEach(
  list: RouteEntry[],
  answers: LightMyRequestResponse[],
  check: (answer: LightMyRequestResponse, label: string) => void,
) {
  answers.forEach((answer, index) => check(answer, `${keyOf(list[index]!)} → ${answer.statusCode} ${answer.body}`));
}

describe("the list of business routes", () => {
  it("is read from the router and holds the team's routes", () => {
    expect(routes.map(keyOf)).toEqual(
      expect.arrayContaining([
        "GET /api/businesses/:businessId",
        "GET /api/businesses/:businessId/members",
        "PUT /api/businesses/:businessId/members/:userId",
        "DELETE /api/businesses/:businessId/members/:userId",
        "GET /api/businesses/:businessId/invitations",
        "POST /api/businesses/:businessId/invitations",
        "DELETE /api/businesses/:businessId/invitations/:invitationId",
      ]),
    );
    expect(routes.every((route) => route.url.startsWith(BUSINESS_ROUTES) || route.url.startsWith(SANDBOX_ROUTES))).toBe(
      true,
    );
  });

  it("every business route is in the table of permissions", () => {
    const unclassified = routes.filter((route) => !ruleOf(route)).map(keyOf);
    expect(unclassified, "add these routes to RULES with the permission they need").toEqual([]);
  });
});

describe("a non-member is told nothing", () => {
  it("a signed-in stranger with a two-factor session, owner of another business, gets 404 notFound on every route and changes nothing", async () => {
    const stranger = await person(t, clock, { firstName: "Sam" });
    await business(t, stranger, "Strangers Inc");
    const params = await paramsFor();
    await stepUpWithCode(t, clock, stranger);
    await t.app.settleBackgroundWork();
    const before = await snapshot(t.db);
    const mails = readOutbox(t.dataDir).length;
    // Also a business that does not exist and an id no business could have: the same answer.
    const answers = await callAll(routes, params, stranger.cookie);
    const missing = await callAll(routes, { ...params, businessId: crypto.randomUUID() }, stranger.cookie);
    for (const [list, label] of [
      [answers, "their business"],
      [missing, "no business"],
    ] as const)
      expectEach(routes, list, (answer, route) => {
        expect(answer.statusCode, `${label}: ${route}`).toBe(404);
        expect(answer.json(), route).toEqual({ success: false, message: M.businessNotFound, code: "notFound" });
      });
    await t.app.settleBackgroundWork();
    expect(await snapshot(t.db)).toEqual(before);
    expect(readOutbox(t.dataDir)).toHaveLength(mails);
  });

  it("a member who was removed gets 404 notFound on every route from their next request, and changes nothing", async () => {
    const removed = await person(t, clock, { firstName: "Rita" });
    await addMember(t, businessId, removed, ["view", "pay", "approve", "manage"]);
    await stepUpWithCode(t, clock, removed);
    const member = await send(t.app, "GET", `/api/businesses/${businessId}/members`, removed.cookie);
    expect(member.statusCode).toBe(200);
    await stepUpWithCode(t, clock, owner);
    const removal = await send(
      t.app,
      "DELETE",
      `/api/businesses/${businessId}/members/${removed.user.id}`,
      owner.cookie,
    );
    expect(removal.statusCode, removal.body).toBe(200);
    const params = await paramsFor();
    await stepUpWithCode(t, clock, removed);
    await t.app.settleBackgroundWork();
    const before = await snapshot(t.db);
    const mails = readOutbox(t.dataDir).length;
    const answers = await callAll(routes, params, removed.cookie);
    expectEach(routes, answers, (answer, route) => {
      expect(answer.statusCode, route).toBe(404);
      expect(answer.json(), route).toEqual({ success: false, message: M.businessNotFound, code: "notFound" });
    });
    await t.app.settleBackgroundWork();
    expect(await snapshot(t.db)).toEqual(before);
    expect(readOutbox(t.dataDir)).toHaveLength(mails);
    // Nor do they see it in their list.
    const list = await send(t.app, "GET", "/api/businesses", removed.cookie);
    expect(list.json()).toEqual({ businesses: [] });
  });

  it("signed out, or with an ended or made-up session, every route answers 401 and changes nothing", async () => {
    const params = await paramsFor();
    const ended = await person(t, clock, { twoFactor: false });
    await send(t.app, "POST", "/api/signout", ended.cookie, {});
    await t.app.settleBackgroundWork();
    const before = await snapshot(t.db);
    for (const cookie of [undefined, ended.cookie, `session=${crypto.randomBytes(32).toString("base64url")}`]) {
      const answers = await callAll(routes, params, cookie);
      expectEach(routes, answers, (answer, route) => expect(answer.statusCode, route).toBe(401));
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe("a member without the permission", () => {
  it("a view-only member with a two-factor session gets 403 forbidden on every pay, approve and manage route, and reads", async () => {
    const viewer = await person(t, clock, { firstName: "Vera" });
    await addMember(t, businessId, viewer, ["view"]);
    const params = await paramsFor();
    await stepUpWithCode(t, clock, viewer);
    await t.app.settleBackgroundWork();
    const guarded = routes.filter(
      (route) => ruleOf(route)?.permission !== "member" && ruleOf(route)?.permission !== "view",
    );
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    const before = await snapshot(t.db);
    const answers = await callAll(guarded, params, viewer.cookie);
    expectEach(guarded, answers, (answer, route) => {
      expect(answer.statusCode, route).toBe(403);
      expect(answer.json(), route).toEqual({ success: false, message: M.missingPermission, code: "forbidden" });
    });
    expect(await snapshot(t.db)).toEqual(before);
    const reads = routes.filter((route) => route.method === "GET" && !guarded.includes(route));
    for (const [index, answer] of (await callAll(reads, params, viewer.cookie)).entries())
      expect(answer.statusCode, `${keyOf(reads[index]!)} ${answer.body}`).toBe(200);
  });

  it("each of pay and approve alone is refused every route of the others, as manage alone is refused pay and approve", async () => {
    for (const held of ["pay", "approve", "manage"] as const) {
      const member = await person(t, clock);
      await addMember(t, businessId, member, [held]);
      const params = await paramsFor();
      await stepUpWithCode(t, clock, member);
      const others = routes.filter((route) => {
        const needed = ruleOf(route)?.permission;
        const rule = ruleOf(route);
        return (
          needed !== undefined &&
          needed !== "member" &&
          needed !== "view" &&
          needed !== held &&
          !(rule?.orManage && held === "manage")
        );
      });
      const answers = await callAll(others, params, member.cookie);
      expectEach(others, answers, (answer, route) => {
        expect(answer.statusCode, `${held}: ${route}`).toBe(403);
        expect(answer.json().code, route).toBe("forbidden");
      });
    }
  });
});

describe("pay, approve and manage need a session that proved a second factor", () => {
  const secondFactorRoutes = () =>
    routes.filter((route) => ["pay", "approve", "manage"].includes(ruleOf(route)?.permission ?? ""));

  it("a member with every permission whose session proved only the password gets 403 secondFactorRequired on each, and reads", async () => {
    const member = await person(t, clock, { passwordOnly: true });
    await addMember(t, businessId, member, ["view", "pay", "approve", "manage"]);
    const params = await paramsFor();
    const guarded = secondFactorRoutes();
    const before = await snapshot(t.db);
    const answers = await callAll(guarded, params, member.cookie);
    expectEach(guarded, answers, (answer, route) => {
      expect(answer.statusCode, route).toBe(403);
      expect(answer.json(), route).toEqual({
        success: false,
        message: M.secondFactorRequired,
        code: "secondFactorRequired",
        secondFactorRequired: true,
        secondFactors: ["code"],
      });
    });
    expect(await snapshot(t.db)).toEqual(before);
    const reads = routes.filter((route) => route.method === "GET" && !guarded.includes(route));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    // Among them the money pages' reads, which the site makes without ever asking for a second factor: balances,
    // transactions and analytics need view alone, whatever else the member may do.
    expect(reads.map(keyOf)).toEqual(
      expect.arrayContaining([
        "GET /api/businesses/:businessId/accounts",
        "GET /api/businesses/:businessId/transactions",
        "GET /api/businesses/:businessId/analytics",
        "GET /api/businesses/:businessId/holdings",
      ]),
    );
    for (const [index, answer] of (await callAll(reads, params, member.cookie)).entries())
      expect(answer.statusCode, `${keyOf(reads[index]!)} ${answer.body}`).toBe(200);
  });

  it("an owner with no second factor at all gets it too, with an empty list of factors", async () => {
    const bare = await person(t, clock, { twoFactor: false });
    await addMember(t, businessId, bare, [], true);
    const params = await paramsFor();
    const guarded = secondFactorRoutes();
    const answers = await callAll(guarded, params, bare.cookie);
    expectEach(guarded, answers, (answer, route) => {
      expect(answer.statusCode, route).toBe(403);
      expect(answer.json(), route).toEqual({
        success: false,
        message: M.twoFactorNeeded,
        code: "secondFactorRequired",
        secondFactorRequired: true,
        secondFactors: [],
      });
    });
    const detail = await send(t.app, "GET", `/api/businesses/${businessId}/members`, bare.cookie);
    expect(detail.statusCode).toBe(200);
  });

  it("a team change on a second-factor proof over 10 minutes old gets 403 reauthenticationRequired; a fresh code opens it", async () => {
    const manager = await person(t, clock, { firstName: "Mia" });
    await addMember(t, businessId, manager, ["view", "manage"]);
    const target = await person(t, clock, { twoFactor: false });
    await addMember(t, businessId, target, ["view"]);
    const params = { ...(await paramsFor()), userId: target.user.id };
    await stepUpWithCode(t, clock, manager);
    clock.advance(10 * MINUTE + 1_000);
    const stepUps = routes.filter((route) => ruleOf(route)?.stepUp);
    expect(stepUps.length).toBeGreaterThanOrEqual(3);
    const before = await snapshot(t.db);
    const answers = await callAll(stepUps, params, manager.cookie);
    expectEach(stepUps, answers, (answer, route) => {
      expect(answer.statusCode, route).toBe(403);
      expect(answer.json(), route).toEqual({
        success: false,
        message: M.secondFactorStepUp,
        code: "reauthenticationRequired",
        reauthenticationRequired: true,
        secondFactorRequired: true,
        secondFactors: ["code"],
      });
    });
    expect(await snapshot(t.db)).toEqual(before);
    // The reads and the changes that need no fresh proof still answer.
    const others = routes.filter((route) => !ruleOf(route)?.stepUp && route.method === "GET");
    for (const [index, answer] of (await callAll(others, params, manager.cookie)).entries())
      expect(answer.statusCode, keyOf(others[index]!)).toBe(200);
    // The password proves no second factor; a code does.
    const byPassword = await send(t.app, "POST", "/api/auth/reauthenticate", manager.cookie, {
      password: manager.password,
    });
    expect(byPassword.statusCode).toBe(200);
    const still = await send(t.app, "PUT", `/api/businesses/${businessId}/members/${target.user.id}`, manager.cookie, {
      permissions: ["view", "pay"],
    });
    expect(still.json().code).toBe("reauthenticationRequired");
    await stepUpWithCode(t, clock, manager);
    const changed = await send(
      t.app,
      "PUT",
      `/api/businesses/${businessId}/members/${target.user.id}`,
      manager.cookie,
      {
        permissions: ["view", "pay"],
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
