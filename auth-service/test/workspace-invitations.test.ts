// Invitations, attacked on each engine: a link works once, for 7 days, until revoked or replaced, only for a
// signed-in person whose verified address is the invited one; sending answers the same whether or not the address
// has an account; at most 20 wait at once, even when sent together; a forged, garbled or foreign token opens
// nothing; the database keeps only the token's SHA-256, and no answer carries a secret.
import crypto from "node:crypto";
import {
  INVITATION_TTL_MS,
  MAX_PENDING_INVITATIONS,
  WORKSPACE_MESSAGES as M,
  invitationListSchema,
  invitationPreviewSchema,
} from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../src/auth/one-time-token.ts";
import { findUserByEmail } from "../src/db/users-store.ts";
import { readOutbox } from "./outbox.ts";
import { MINUTE, TestClock, signUp, signedInCookie } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { business, invitationToken, person, send, snapshot, stepUpWithCode, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

let addressCount = 0;
const freshEmail = () => `nobody.${process.pid}.${(addressCount += 1)}@example.com`;
const invitations = (businessId: string) => `/api/businesses/${businessId}/invitations`;
const preview = (token: string) =>
  send(t.app, "GET", `/api/invitations/preview?token=${encodeURIComponent(token)}`, undefined);
const accept = (cookie: string | undefined, token: unknown) =>
  send(t.app, "POST", "/api/invitations/accept", cookie, { token });
const invite = (businessId: string, who: Person, email: string, permissions = ["view"]) =>
  send(t.app, "POST", invitations(businessId), who.cookie, { email, permissions });

/** An owner signed in with a code a moment ago, and their business. */
async function ownerAndBusiness(name = "Widgets LLC") {
  const owner = await person(t, clock, { firstName: "Olivia" });
  return { owner, businessId: await business(t, owner, name) };
}

async function memberCount(businessId: string, userId: string) {
  const rows = await t.db
    .selectFrom("business_members")
    .select("user_id")
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .execute();
  return rows.length;
}

async function pendingCount(businessId: string) {
  const rows = await t.db
    .selectFrom("business_invitations")
    .select("id")
    .where("business_id", "=", businessId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", clock.current)
    .execute();
  return rows.length;
}

const refusedAsInvalid = (answer: { statusCode: number; json(): unknown }) => {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({ success: false, message: M.invitationNotFound, code: "invitationInvalid" });
};
const previewGone = async (token: string) => {
  const answer = await preview(token);
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toEqual({ success: false, message: M.invitationNotFound, code: "invitationInvalid" });
};

describe("a link works once", () => {
  it("accepted, it makes a member with the permissions given; used again, preview 404 and accept 400; audited and mailed", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const invited = await person(t, clock, { twoFactor: false });
    const token = await invitationToken(t, businessId, owner, invited.email, ["approve"]);
    const seen = await preview(token);
    expect(seen.statusCode).toBe(200);
    expect(invitationPreviewSchema.parse(seen.json())).toEqual({
      businessName: "Widgets LLC",
      invitedBy: { firstName: "Olivia", lastName: "Hopper" },
      email: `g•••@example.com`,
      permissions: ["view", "approve"],
      expiresAt: new Date(clock.current + INVITATION_TTL_MS).toISOString(),
    });
    const accepted = await accept(invited.cookie, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      success: true,
      business: {
        id: businessId,
        legalName: "Widgets LLC",
        tradeName: null,
        permissions: ["view", "approve"],
        owner: false,
      },
    });
    refusedAsInvalid(await accept(invited.cookie, token));
    await previewGone(token);
    await t.app.settleBackgroundWork();
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["event", "business_id", "actor_id", "user_id"])
      .where("business_id", "=", businessId)
      .where("event", "in", ["invitation_sent", "invitation_accepted", "member_added"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { event: "invitation_sent", business_id: businessId, actor_id: owner.user.id, user_id: null },
      { event: "invitation_accepted", business_id: businessId, actor_id: invited.user.id, user_id: invited.user.id },
      { event: "member_added", business_id: businessId, actor_id: invited.user.id, user_id: invited.user.id },
    ]);
    const mails = readOutbox(t.dataDir);
    expect(
      mails.filter((mail) => mail.to.includes(invited.email) && mail.subject.includes("you joined Widgets LLC")),
    ).toHaveLength(1);
    expect(
      mails.filter((mail) => mail.to.includes(owner.email) && mail.subject.includes("joined Widgets LLC")),
    ).toHaveLength(1);
  });

  it("ten accepts of one link at once with the same cookie make exactly one membership", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const invited = await person(t, clock, { twoFactor: false });
    const token = await invitationToken(t, businessId, owner, invited.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(invited.cookie, token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200))
      expect(["invitationInvalid", "alreadyMember"], answer.body).toContain(answer.json().code);
    expect(await memberCount(businessId, invited.user.id)).toBe(1);
    const events = await t.db
      .selectFrom("audit_events")
      .select("event")
      .where("business_id", "=", businessId)
      .where("event", "=", "member_added")
      .execute();
    expect(events).toHaveLength(1);
  });
});

describe("a link ends", () => {
  it("works until 7 days have passed, and not a moment after", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const early = await signUp(t.app);
    const late = await signUp(t.app);
    const earlyToken = await invitationToken(t, businessId, owner, early.email);
    const lateToken = await invitationToken(t, businessId, owner, late.email);
    clock.advance(INVITATION_TTL_MS - MINUTE);
    expect((await preview(earlyToken)).statusCode).toBe(200);
    const earlyCookie = await signedInCookie(t.app, early);
    expect((await accept(earlyCookie, earlyToken)).statusCode).toBe(200);
    clock.advance(MINUTE);
    await previewGone(lateToken);
    refusedAsInvalid(await accept(await signedInCookie(t.app, late), lateToken));
    // The early one joined; the late one never did, and nothing waits.
    expect(await memberCount(businessId, (await findUserByEmail(t.db, early.email))!.id)).toBe(1);
    expect(await memberCount(businessId, (await findUserByEmail(t.db, late.email))!.id)).toBe(0);
    expect(await pendingCount(businessId)).toBe(0);
  });

  it("revoked, its link stops working at once (preview 404, accept 400); revoking again or another business's is 404", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const other = await ownerAndBusiness("Other Co");
    const invited = await person(t, clock, { twoFactor: false });
    const token = await invitationToken(t, businessId, owner, invited.email);
    const otherToken = await invitationToken(t, other.businessId, other.owner, freshEmail());
    const [row, otherRow] = await Promise.all(
      [token, otherToken].map((each) =>
        t.db
          .selectFrom("business_invitations")
          .select("id")
          .where("token_hash", "=", crypto.createHash("sha256").update(each).digest("hex"))
          .executeTakeFirstOrThrow(),
      ),
    );
    // A manager of one business cannot revoke another's invitation through their own business's address.
    const foreign = await send(t.app, "DELETE", `${invitations(businessId)}/${otherRow!.id}`, owner.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await preview(otherToken)).statusCode).toBe(200);

    const revoked = await send(t.app, "DELETE", `${invitations(businessId)}/${row!.id}`, owner.cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: M.invitationRevoked });
    await previewGone(token);
    refusedAsInvalid(await accept(invited.cookie, token));
    expect(await memberCount(businessId, invited.user.id)).toBe(0);
    expect((await send(t.app, "DELETE", `${invitations(businessId)}/${row!.id}`, owner.cookie)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["business_id", "actor_id"])
      .where("event", "=", "invitation_revoked")
      .where("business_id", "=", businessId)
      .execute();
    expect(audit).toEqual([{ business_id: businessId, actor_id: owner.user.id }]);
  });

  it("a revocation and an accept at once: either the member joined or the link is dead, never both half-way", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, businessId } = await ownerAndBusiness();
      const invited = await person(t, clock, { twoFactor: false });
      const token = await invitationToken(t, businessId, owner, invited.email);
      const { id } = await t.db
        .selectFrom("business_invitations")
        .select("id")
        .where("business_id", "=", businessId)
        .executeTakeFirstOrThrow();
      const [revoked, accepted] = await Promise.all([
        send(t.app, "DELETE", `${invitations(businessId)}/${id}`, owner.cookie),
        accept(invited.cookie, token),
      ]);
      const row = await t.db
        .selectFrom("business_invitations")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(revoked.statusCode === 200).toBe(row.revoked_at !== null);
      expect(accepted.statusCode === 200).toBe(row.accepted_at !== null);
      expect(row.revoked_at !== null && row.accepted_at !== null).toBe(false);
      expect(await memberCount(businessId, invited.user.id)).toBe(accepted.statusCode === 200 ? 1 : 0);
    }
  });

  it("re-inviting an address replaces its waiting invitation: the old link stops, the new one works, one waits", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const invited = await person(t, clock, { twoFactor: false });
    const first = await invitationToken(t, businessId, owner, invited.email, ["view"]);
    const second = await invitationToken(t, businessId, owner, invited.email.toUpperCase(), ["view", "pay"]);
    expect(second).not.toBe(first);
    await previewGone(first);
    refusedAsInvalid(await accept(invited.cookie, first));
    expect((await preview(second)).json().permissions).toEqual(["view", "pay"]);
    expect(await pendingCount(businessId)).toBe(1);
    const list = invitationListSchema.parse((await send(t.app, "GET", invitations(businessId), owner.cookie)).json());
    expect(list.invitations.map((each) => [each.email, each.status])).toEqual([
      [invited.email, "pending"],
      [invited.email, "revoked"],
    ]);
    expect((await accept(invited.cookie, second)).statusCode).toBe(200);
  });
});

describe("who may accept", () => {
  it("another signed-in address gets 403 invitationForAnotherAddress, and the link still works for its own", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const invited = await person(t, clock, { twoFactor: false });
    const intruder = await person(t, clock);
    const token = await invitationToken(t, businessId, owner, invited.email);
    const answers = await Promise.all([accept(intruder.cookie, token), accept(intruder.cookie, token)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        success: false,
        message: M.invitationForAnotherAddress,
        code: "invitationForAnotherAddress",
      });
    }
    expect(await memberCount(businessId, intruder.user.id)).toBe(0);
    expect((await accept(undefined, token)).statusCode).toBe(401);
    expect((await accept(invited.cookie, token)).statusCode).toBe(200);
  });

  it("the invited address on an unverified account gets 403 emailNotVerified, and joins once verified", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const unverified = await person(t, clock, { verified: false });
    const token = await invitationToken(t, businessId, owner, unverified.email);
    const refused = await accept(unverified.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: M.invitationNeedsVerifiedAddress,
      code: "emailNotVerified",
      emailNotVerified: true,
    });
    expect(await memberCount(businessId, unverified.user.id)).toBe(0);
    const user = (await findUserByEmail(t.db, unverified.email))!;
    const verification = await issueToken(t.db, user, "email_verification", 60 * MINUTE, clock.current);
    expect((await send(t.app, "POST", "/api/auth/email/verify", undefined, { token: verification })).statusCode).toBe(
      200,
    );
    // Proving the address ends every session: sign in again.
    const cookie = await signedInCookie(t.app, unverified);
    expect((await accept(cookie, token)).statusCode).toBe(200);
  });
});

describe("sending", () => {
  /** The answer's shape: every key, nested, with the type of its value. */
  const shapeOf = (value: unknown): unknown =>
    value && typeof value === "object"
      ? Array.isArray(value)
        ? value.map(shapeOf)
        : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]))
      : typeof value;

  it("answers the same whether or not the address has an account, and mails an account holder nothing else", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const holder = await person(t, clock);
    const stranger = freshEmail();
    await t.app.settleBackgroundWork();
    const mailsBefore = readOutbox(t.dataDir).filter((mail) => mail.to.includes(holder.email)).length;
    const auditBefore = await t.db
      .selectFrom("audit_events")
      .select("id")
      .where("user_id", "=", holder.user.id)
      .execute();
    const [toHolder, toStranger] = await Promise.all([
      invite(businessId, owner, holder.email),
      invite(businessId, owner, stranger),
    ]);
    expect(toHolder.statusCode).toBe(201);
    expect(toStranger.statusCode).toBe(201);
    expect(shapeOf(toHolder.json())).toEqual(shapeOf(toStranger.json()));
    expect(Object.keys(toHolder.headers).sort()).toEqual(Object.keys(toStranger.headers).sort());
    const mask = (answer: typeof toHolder, email: string) =>
      answer.body.replaceAll(email, "EMAIL").replace(answer.json().invitation.id, "ID");
    expect(mask(toHolder, holder.email)).toEqual(mask(toStranger, stranger));
    await t.app.settleBackgroundWork();
    const toHolderMails = readOutbox(t.dataDir)
      .filter((mail) => mail.to.includes(holder.email))
      .slice(mailsBefore);
    const toStrangerMails = readOutbox(t.dataDir).filter((mail) => mail.to.includes(stranger));
    expect(toHolderMails.map((mail) => mail.subject)).toEqual(toStrangerMails.map((mail) => mail.subject));
    expect(toHolderMails).toHaveLength(1);
    // The mails differ by the address and the link alone: neither greets a name or mentions an account.
    const strip = (body: string, email: string) =>
      body
        .replaceAll(email, "EMAIL")
        .replace(/token=[A-Za-z0-9_-]+/g, "token=T")
        .replace(/^(Message-ID|Date|To):.*$/gm, "")
        .replace(/boundary="?[^"\s]+"?/g, "")
        .replace(/^--.*$/gm, "");
    expect(strip(toHolderMails[0]!.body, holder.email)).toEqual(strip(toStrangerMails[0]!.body, stranger));
    // Nothing about the holder's account was written for them to see.
    expect(await t.db.selectFrom("audit_events").select("id").where("user_id", "=", holder.user.id).execute()).toEqual(
      auditBefore,
    );
  });

  it(`at most ${MAX_PENDING_INVITATIONS} wait: the next is 409 tooManyInvitations; expired and revoked ones make room`, async () => {
    const { owner, businessId } = await ownerAndBusiness();
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i += 1)
      expect((await invite(businessId, owner, freshEmail())).statusCode).toBe(201);
    const over = await invite(businessId, owner, freshEmail());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ success: false, message: M.tooManyInvitations, code: "tooManyInvitations" });
    // Re-inviting one who waits replaces it: still 20.
    const waiting = invitationListSchema.parse(
      (await send(t.app, "GET", invitations(businessId), owner.cookie)).json(),
    );
    expect((await invite(businessId, owner, waiting.invitations[0]!.email)).statusCode).toBe(201);
    expect(await pendingCount(businessId)).toBe(MAX_PENDING_INVITATIONS);
    const revoke = await send(
      t.app,
      "DELETE",
      `${invitations(businessId)}/${waiting.invitations[1]!.id}`,
      owner.cookie,
    );
    expect(revoke.statusCode).toBe(200);
    expect((await invite(businessId, owner, freshEmail())).statusCode).toBe(201);
    expect((await invite(businessId, owner, freshEmail())).statusCode).toBe(409);
  });

  it(`${MAX_PENDING_INVITATIONS} sent at once when ${MAX_PENDING_INVITATIONS - 1} wait leave exactly ${MAX_PENDING_INVITATIONS} waiting`, async () => {
    const { owner, businessId } = await ownerAndBusiness();
    for (let i = 0; i < MAX_PENDING_INVITATIONS - 1; i += 1)
      expect((await invite(businessId, owner, freshEmail())).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: MAX_PENDING_INVITATIONS }, () => invite(businessId, owner, freshEmail())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(MAX_PENDING_INVITATIONS - 1);
    expect(await pendingCount(businessId)).toBe(MAX_PENDING_INVITATIONS);
  });

  it("an address already on the team is 409 alreadyMember", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const answer = await invite(businessId, owner, owner.email.toUpperCase());
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe("alreadyMember");
  });
});

describe("tokens", () => {
  it("a forged, garbled or foreign token opens nothing: preview 404 (or 400), accept 400, nothing changes", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const invited = await person(t, clock, { twoFactor: false });
    const token = await invitationToken(t, businessId, owner, invited.email);
    const user = (await findUserByEmail(t.db, invited.email))!;
    const otherKind = await issueToken(t.db, user, "password_reset", 60 * MINUTE, clock.current);
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    const forged = [
      crypto.randomBytes(32).toString("base64url"),
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      ` ${token}`,
      hash,
      otherKind,
      invited.cookie.split("=")[1]!,
      "%00",
      "' OR 1=1 --",
    ];
    await t.app.settleBackgroundWork();
    const before = await snapshot(t.db);
    const answers = await Promise.all(forged.map((each) => accept(invited.cookie, each)));
    for (const answer of answers) refusedAsInvalid(answer);
    for (const each of forged) await previewGone(each);
    for (const bad of ["", "x".repeat(201)]) {
      expect((await preview(bad)).statusCode).toBe(400);
      expect((await accept(invited.cookie, bad)).statusCode).toBe(400);
    }
    for (const bad of [null, 12, ["a"], { token }]) expect((await accept(invited.cookie, bad)).statusCode).toBe(400);
    expect((await send(t.app, "GET", "/api/invitations/preview", undefined)).statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await accept(invited.cookie, token)).statusCode).toBe(200);
  });

  it("a token accepted for one business makes its holder a member of that business only", async () => {
    const a = await ownerAndBusiness("Alpha LLC");
    const b = await ownerAndBusiness("Beta LLC");
    const invited = await person(t, clock);
    const token = await invitationToken(t, b.businessId, b.owner, invited.email);
    expect((await accept(invited.cookie, token)).json().business.id).toBe(b.businessId);
    expect((await send(t.app, "GET", `/api/businesses/${a.businessId}`, invited.cookie)).statusCode).toBe(404);
    expect(await memberCount(a.businessId, invited.user.id)).toBe(0);
  });

  it("is kept only as its SHA-256: no table holds the token, and no list, preview or answer carries it or its hash", async () => {
    const { owner, businessId } = await ownerAndBusiness();
    const email = freshEmail();
    const sent = await invite(businessId, owner, email, ["view", "pay"]);
    await t.app.settleBackgroundWork();
    const token = new URL(
      readOutbox(t.dataDir)
        .filter((mail) => mail.to.includes(email))
        .at(-1)!
        .links.find((link) => link.includes("token="))!,
    ).searchParams.get("token")!;
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    const row = await t.db
      .selectFrom("business_invitations")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hash);
    expect(JSON.stringify(await snapshot(t.db))).not.toContain(token);
    const list = await send(t.app, "GET", invitations(businessId), owner.cookie);
    const seen = await preview(token);
    for (const answer of [sent, list, seen]) {
      expect(answer.body).not.toContain(token);
      expect(answer.body).not.toContain(hash);
      expect(answer.body).not.toMatch(/token|hash|secret|password/i);
    }
    expect(Object.keys(seen.json()).sort()).toEqual(["businessName", "email", "expiresAt", "invitedBy", "permissions"]);
    expect(seen.json().email).not.toBe(email);
    for (const invitation of list.json().invitations as Record<string, unknown>[])
      expect(Object.keys(invitation).sort()).toEqual([
        "createdAt",
        "email",
        "expiresAt",
        "id",
        "invitedBy",
        "permissions",
        "status",
      ]);
    await stepUpWithCode(t, clock, owner);
  });
});
