// Shared steps of the workspace's service tests: a business opened as staff approval opens one, members with a
// second factor signed in with a code (sessions that may pay, approve and manage), and invitations through the API.
import crypto from "node:crypto";
import { MEMBER_PERMISSIONS, type MemberPermission } from "@bank/contracts";
import type { FastifyInstance } from "fastify";
import { inTransaction, type Db } from "../src/db/database.ts";
import { findUserByEmail, type UserRow } from "../src/db/users-store.ts";
import { openBusiness } from "../src/workspace/domain/businesses.ts";
import { insertMember } from "../src/workspace/store/members-store.ts";
import { serializePermissions } from "../src/workspace/domain/permissions.ts";
import { readOutbox } from "./outbox.ts";
import { TestClock, enableTwoFactor, postJson, signUp, signedInCookie, signedInWithTotp, totpCode } from "./support.ts";
import type { TestApp } from "./test-app.ts";

export interface Person {
  email: string;
  password: string;
  user: UserRow;
  /** Their one session (one device at a time): proved with a TOTP code, unless made with `passwordOnly`. */
  cookie: string;
  /** The base32 TOTP secret, or null for a person without a second factor. */
  secret: string | null;
}

/**
 * A verified, signed-in person. With `twoFactor` (the default) TOTP is on and the session signed in with a code;
 * with `passwordOnly` too, TOTP is on but the session proved only the password (it signed in before TOTP was
 * turned on): a session that did not prove a second factor, whose owner has one.
 */
export async function person(
  t: TestApp,
  clock: TestClock,
  options: { twoFactor?: boolean; passwordOnly?: boolean; verified?: boolean; firstName?: string } = {},
): Promise<Person> {
  const account = await signUp(t.app, options.firstName ? { firstName: options.firstName } : {}, {
    verified: options.verified !== false,
  });
  const passwordCookie = await signedInCookie(t.app, account);
  const user = (await findUserByEmail(t.db, account.email))!;
  const base = { email: account.email, password: account.password, user };
  if (options.twoFactor === false || options.verified === false)
    return { ...base, cookie: passwordCookie, secret: null };
  if (options.passwordOnly) {
    clock.nextTotpStep();
    const secret = await enableTwoFactor(t.app, passwordCookie, clock.current);
    return { ...base, cookie: passwordCookie, secret };
  }
  const { cookie, secret } = await signedInWithTotp(t.app, clock, account, passwordCookie);
  return { ...base, cookie, secret };
}

/** Opens a business owned by `owner`, as approving its application does (without the queue). */
export async function business(t: TestApp, owner: Person, legalName = "Widgets LLC"): Promise<string> {
  const row = await inTransaction(t.db, (trx) =>
    openBusiness(
      trx,
      { applicationId: null, ownerId: owner.user.id, ownerEmail: owner.email, legalName, tradeName: null },
      { staffId: owner.user.id, client: { ip: "127.0.0.1", userAgent: null, deviceId: null } },
      t.app.deps.now(),
      t.app.deps.bank,
    ),
  );
  return row.id;
}

/** Adds a member straight to the team (the invitation path has its own tests). */
export async function addMember(
  t: TestApp,
  businessId: string,
  who: Person,
  permissions: readonly MemberPermission[],
  owner = false,
): Promise<void> {
  await insertMember(t.db, {
    business_id: businessId,
    user_id: who.user.id,
    permissions: serializePermissions(owner ? MEMBER_PERMISSIONS : permissions),
    owner: owner ? 1 : 0,
    joined_at: t.app.deps.now(),
  });
}

export function send(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  cookie: string | undefined,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Invites `email` as `inviter` and returns the token of the link mailed to it. */
export async function invitationToken(
  t: TestApp,
  businessId: string,
  inviter: Person,
  email: string,
  permissions: MemberPermission[] = ["view"],
): Promise<string> {
  // Mail the person was sent before (a new-device notice may still be on its way) is not the invitation's.
  await t.app.settleBackgroundWork();
  const earlier = new Set(readOutbox(t.dataDir).map((message) => message.file));
  const response = await send(t.app, "POST", `/api/businesses/${businessId}/invitations`, inviter.cookie, {
    email,
    permissions,
  });
  if (response.statusCode !== 201) throw new Error(`invitation failed: ${response.statusCode} ${response.body}`);
  await t.app.settleBackgroundWork();
  const mail = readOutbox(t.dataDir).find(
    (message) => !earlier.has(message.file) && message.to.toLowerCase().includes(email.toLowerCase()),
  );
  const link = mail?.links.find((url) => url.includes("/invitations?token="));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get("token")!;
}

/** Proves a step-up with a fresh TOTP code on the person's session (a second factor, as team changes need). */
export async function stepUpWithCode(t: TestApp, clock: TestClock, who: Person): Promise<void> {
  clock.nextTotpStep();
  const response = await postJson(
    t.app,
    "/api/auth/reauthenticate",
    { code: totpCode(who.secret!, clock.current) },
    { cookie: who.cookie },
  );
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.statusCode} ${response.body}`);
}

/** A route as the router lists it: its method and its path with `:param` placeholders. */
export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route of the app whose path starts with `prefix`, read from the router's own tree (printRoutes), so a route
 * added anywhere in the service is on the list without anyone writing it down. HEAD routes (Fastify's shadow of
 * each GET) are left out: they run the GET's hooks.
 */
export function routesUnder(app: FastifyInstance, prefix: string): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const text = line.slice(branch + 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(text)!;
    const path = (depth === 0 ? "" : stack[depth - 1]!) + match[1]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!match[2] || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    for (const method of match[2].split(", ")) if (method !== "HEAD") routes.push({ method, url: path });
  }
  return routes;
}

/** The route's path with each `:param` replaced: by `values[param]` when given, else by a fresh UUID. */
export function fillPath(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? crypto.randomUUID()));
}

/**
 * Every row of every table but the session-keeping ones (a request's activity touches its session), as sorted
 * JSON: two snapshots are equal when no request changed anything a business, a person or the audit trail holds.
 */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const skipped = new Set(["sessions", "failure_counters", "schema_version", "service_meta"]);
  const tables = (await db.introspection.getTables()).map((table) => table.name).filter((name) => !skipped.has(name));
  const result: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    const rows = await db
      .selectFrom(table as "users")
      .selectAll()
      .execute();
    result[table] = rows
      .map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? Number(value) : value)))
      .sort();
  }
  return result;
}
