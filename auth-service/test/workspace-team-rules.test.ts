// The team's rules, attacked on each engine with requests sent at once where a race could matter: nobody changes
// their own permissions; only an owner makes, unmakes or changes an owner; the last owner can neither leave nor be
// removed; a manager who is not an owner cannot remove one. Every change leaves an audit row naming the business,
// who acted and whom it concerns, and a mail to that person; the team list carries no secret. On PostgreSQL the
// races are also run across two instances on one database (two apps: two pools, two sets of locks, as two service
// processes have): SQLite is one file a process writes through one connection, so that part is defined under the
// PostgreSQL project only.
import { MAX_PENDING_INVITATIONS, WORKSPACE_MESSAGES as M, memberListSchema } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../src/db/users-store.ts";
import { readOutbox } from "./outbox.ts";
import { TestClock } from "./support.ts";
import { createTestApp, twoInstances, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import {
  addMember,
  business,
  invitationToken,
  person,
  send,
  snapshot,
  stepUpWithCode,
  type Person,
} from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const member = (businessId: string, userId: string) => `/api/businesses/${businessId}/members/${userId}`;
const put = (businessId: string, actor: Person, target: Person, body: unknown) =>
  send(t.app, "PUT", member(businessId, target.user.id), actor.cookie, body);
const remove = (businessId: string, actor: Person, target: Person) =>
  send(t.app, "DELETE", member(businessId, target.user.id), actor.cookie);

async function team(businessId: string) {
  return t.db
    .selectFrom("business_members")
    .select(["user_id", "permissions", "owner"])
    .where("business_id", "=", businessId)
    .orderBy("user_id")
    .execute();
}
const owners = async (businessId: string) => (await team(businessId)).filter((row) => row.owner === 1);

async function auditRows(businessId: string, event: string) {
  return t.db
    .selectFrom("audit_events")
    .select(["event", "business_id", "actor_id", "user_id"])
    .where("business_id", "=", businessId)
    .where("event", "=", event)
    .execute();
}

const mailsTo = (who: Person, subject: string) =>
  readOutbox(t.dataDir).filter((mail) => mail.to.includes(who.email) && mail.subject.includes(subject));

/** A business with an owner, a second owner, a manager and a viewer, each signed in with a fresh code. */
async function teamOfFour() {
  const owner = await person(t, clock, { firstName: "Olivia" });
  const secondOwner = await person(t, clock, { firstName: "Otto" });
  const manager = await person(t, clock, { firstName: "Mia" });
  const viewer = await person(t, clock, { firstName: "Vera" });
  const businessId = await business(t, owner);
  await addMember(t, businessId, secondOwner, [], true);
  await addMember(t, businessId, manager, ["view", "manage"]);
  await addMember(t, businessId, viewer, ["view"]);
  for (const who of [owner, secondOwner, manager, viewer]) await stepUpWithCode(t, clock, who);
  return { owner, secondOwner, manager, viewer, businessId };
}

describe("nobody changes their own permissions", () => {
  it("an owner, a manager and a viewer each asking for any change to themselves, several at once, get 403 ownPermissions and change nothing", async () => {
    const { owner, secondOwner, manager, viewer, businessId } = await teamOfFour();
    const before = await snapshot(t.db);
    const bodies = [
      { permissions: ["view"] },
      { permissions: ["view", "pay", "approve", "manage"] },
      { permissions: ["view"], owner: false },
      { permissions: ["manage"], owner: true },
    ];
    const answers = await Promise.all(
      [owner, secondOwner, manager].flatMap((who) => bodies.map((body) => put(businessId, who, who, body))),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: M.ownPermissions, code: "ownPermissions" });
    }
    // A viewer is refused before that: they may not manage at all.
    const byViewer = await put(businessId, viewer, viewer, { permissions: ["view", "manage"] });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().code).toBe("forbidden");
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe("owners", () => {
  it("a manager who is not an owner can neither make, unmake, change nor remove an owner", async () => {
    const { owner, secondOwner, manager, viewer, businessId } = await teamOfFour();
    const before = await team(businessId);
    const answers = await Promise.all([
      put(businessId, manager, viewer, { permissions: ["view"], owner: true }),
      put(businessId, manager, owner, { permissions: ["view"] }),
      put(businessId, manager, owner, { permissions: ["view"], owner: false }),
      put(businessId, manager, secondOwner, { permissions: ["view", "pay", "approve", "manage"], owner: true }),
      remove(businessId, manager, owner),
      remove(businessId, manager, secondOwner),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: M.ownerOnly, code: "ownerOnly" });
    }
    expect(await team(businessId)).toEqual(before);
    // The manager still manages the others.
    const changed = await put(businessId, manager, viewer, { permissions: ["view", "pay"], owner: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().member).toMatchObject({ userId: viewer.user.id, permissions: ["view", "pay"], owner: false });
  });

  it("an owner makes a member an owner and unmakes them; the change is audited and mailed to them", async () => {
    const { owner, viewer, businessId } = await teamOfFour();
    const made = await put(businessId, owner, viewer, { permissions: ["view"], owner: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().member).toMatchObject({ owner: true, permissions: ["view", "pay", "approve", "manage"] });
    const unmade = await put(businessId, owner, viewer, { permissions: ["view", "approve"], owner: false });
    expect(unmade.statusCode, unmade.body).toBe(200);
    expect(unmade.json().member).toMatchObject({ owner: false, permissions: ["view", "approve"] });
    await t.app.settleBackgroundWork();
    expect(await auditRows(businessId, "member_permissions_changed")).toEqual([
      {
        event: "member_permissions_changed",
        business_id: businessId,
        actor_id: owner.user.id,
        user_id: viewer.user.id,
      },
      {
        event: "member_permissions_changed",
        business_id: businessId,
        actor_id: owner.user.id,
        user_id: viewer.user.id,
      },
    ]);
    expect(mailsTo(viewer, "your permissions in Widgets LLC changed")).toHaveLength(2);
  });
});

describe("the last owner", () => {
  it("cannot leave, be removed or be unmade; several tries at once change nothing", async () => {
    const owner = await person(t, clock);
    const manager = await person(t, clock);
    const businessId = await business(t, owner);
    await addMember(t, businessId, manager, ["view", "manage"]);
    await stepUpWithCode(t, clock, owner);
    await stepUpWithCode(t, clock, manager);
    const before = await snapshot(t.db);
    const answers = await Promise.all([
      remove(businessId, owner, owner),
      remove(businessId, owner, owner),
      remove(businessId, manager, owner),
      put(businessId, manager, owner, { permissions: ["view"], owner: false }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [409, "lastOwner"],
      [409, "lastOwner"],
      [403, "ownerOnly"],
      [403, "ownerOnly"],
    ]);
    expect(answers[0]!.json().message).toBe(M.lastOwner);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("two owners leaving at once: exactly one leaves, the other stays the owner", async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await person(t, clock);
      const b = await person(t, clock);
      const businessId = await business(t, a);
      await addMember(t, businessId, b, [], true);
      const answers = await Promise.all([remove(businessId, a, a), remove(businessId, b, b)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await owners(businessId)).toHaveLength(1);
      await t.app.settleBackgroundWork();
      const leaver = answers[0]!.statusCode === 200 ? a : b;
      expect(await auditRows(businessId, "member_left")).toEqual([
        { event: "member_left", business_id: businessId, actor_id: leaver.user.id, user_id: leaver.user.id },
      ]);
      expect(mailsTo(leaver, "you left Widgets LLC")).toHaveLength(1);
    }
  });

  it("two owners removing each other at once: one stays the owner, and whoever removed the other is audited", async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await person(t, clock);
      const b = await person(t, clock);
      const businessId = await business(t, a);
      await addMember(t, businessId, b, [], true);
      const answers = await Promise.all([remove(businessId, a, b), remove(businessId, b, a)]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(answers.map((x) => x.body)),
      ).toHaveLength(1);
      // The loser was removed before their turn came: they are no longer a member.
      expect(answers.find((answer) => answer.statusCode !== 200)!.json().code).toBe("notFound");
      const left = await team(businessId);
      expect(left).toHaveLength(1);
      expect(left[0]!.owner).toBe(1);
      await t.app.settleBackgroundWork();
      const remover = statuses[0] === 200 ? a : b;
      const removed = remover === a ? b : a;
      expect(await auditRows(businessId, "member_removed")).toEqual([
        { event: "member_removed", business_id: businessId, actor_id: remover.user.id, user_id: removed.user.id },
      ]);
      expect(mailsTo(removed, "you were removed from Widgets LLC")).toHaveLength(1);
    }
  });

  it("two owners unmaking each other at once: exactly one owner remains", async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await person(t, clock);
      const b = await person(t, clock);
      const businessId = await business(t, a);
      await addMember(t, businessId, b, [], true);
      await stepUpWithCode(t, clock, a);
      const answers = await Promise.all([
        put(businessId, a, b, { permissions: ["view", "manage"], owner: false }),
        put(businessId, b, a, { permissions: ["view", "manage"], owner: false }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), answers.map((x) => x.body).join()).toEqual([200, 403]);
      expect(answers.find((answer) => answer.statusCode === 403)!.json().code).toBe("ownerOnly");
      expect(await owners(businessId)).toHaveLength(1);
      expect(await team(businessId)).toHaveLength(2);
    }
  });
});

describe("removing and leaving", () => {
  it("a manager removes a viewer (audited, mailed); a viewer leaves without a second factor; the removed are refused at once", async () => {
    const { owner, manager, viewer, businessId } = await teamOfFour();
    const leaver = await person(t, clock, { twoFactor: false });
    await addMember(t, businessId, leaver, ["view"]);
    const [removed, left] = await Promise.all([
      remove(businessId, manager, viewer),
      remove(businessId, leaver, leaver),
    ]);
    expect(removed.json()).toEqual({ success: true, message: M.memberRemoved });
    expect(left.json()).toEqual({ success: true, message: M.leftBusiness });
    for (const gone of [viewer, leaver])
      expect((await send(t.app, "GET", `/api/businesses/${businessId}`, gone.cookie)).statusCode).toBe(404);
    await t.app.settleBackgroundWork();
    expect(await auditRows(businessId, "member_removed")).toEqual([
      { event: "member_removed", business_id: businessId, actor_id: manager.user.id, user_id: viewer.user.id },
    ]);
    expect(await auditRows(businessId, "member_left")).toEqual([
      { event: "member_left", business_id: businessId, actor_id: leaver.user.id, user_id: leaver.user.id },
    ]);
    expect(mailsTo(viewer, "you were removed from Widgets LLC")).toHaveLength(1);
    expect(mailsTo(viewer, "you were removed")[0]!.body).toContain("Mia Hopper removed you");
    expect(mailsTo(leaver, "you left Widgets LLC")).toHaveLength(1);
    // Removing someone who is not (or no longer) a member is 404, and removes nobody else.
    const again = await remove(businessId, owner, viewer);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("notFound");
  });

  it("a removal and a change of the same member at once: the member is gone and nothing is left half-done", async () => {
    const { owner, secondOwner, viewer, businessId } = await teamOfFour();
    const answers = await Promise.all([
      remove(businessId, owner, viewer),
      put(businessId, secondOwner, viewer, { permissions: ["view", "pay", "approve", "manage"] }),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    expect([200, 404]).toContain(answers[1]!.statusCode);
    expect((await team(businessId)).map((row) => row.user_id)).not.toContain(viewer.user.id);
  });
});

describe("what the team list shows", () => {
  it("carries names, addresses and permissions, never a password hash, TOTP secret, token or token hash", async () => {
    const { owner, viewer, businessId } = await teamOfFour();
    const response = await send(t.app, "GET", `/api/businesses/${businessId}/members`, viewer.cookie);
    expect(response.statusCode).toBe(200);
    const list = memberListSchema.parse(response.json());
    expect(list.members).toHaveLength(4);
    for (const entry of response.json().members as Record<string, unknown>[])
      expect(Object.keys(entry).sort()).toEqual(
        ["email", "firstName", "joinedAt", "lastName", "owner", "permissions", "secondFactor", "userId"].sort(),
      );
    expect(list.members.find((entry) => entry.userId === owner.user.id)).toMatchObject({
      email: owner.email,
      owner: true,
      secondFactor: true,
    });
    const secrets = [];
    for (const who of [owner, viewer]) {
      const user = (await findUserByEmail(t.db, who.email))!;
      secrets.push(user.password_hash, user.totp_secret!, who.secret!, who.cookie.split("=")[1]!);
    }
    const sessions = await t.db.selectFrom("sessions").select("token_hash").execute();
    secrets.push(...sessions.map((row) => row.token_hash));
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/argon2|password|secret|token/i);
  });
});

if (TEST_ENGINE === "postgres")
  describe("two instances on one PostgreSQL database", () => {
    /** Both apps read one clock, as two processes read one time. */
    const sharedClock = new TestClock();
    const instances = twoInstances(sharedClock.now);

    const team = (businessId: string) =>
      instances.a.db
        .selectFrom("business_members")
        .select(["user_id", "owner", "permissions"])
        .where("business_id", "=", businessId)
        .execute();

    it("two owners removing each other at once, one on each instance, leave the business with an owner and its manager", async () => {
      const { a, b } = instances;
      for (let round = 0; round < 5; round += 1) {
        const first = await person(a, sharedClock);
        const second = await person(a, sharedClock);
        const manager = await person(a, sharedClock);
        const businessId = await business(a, first);
        await addMember(a, businessId, second, [], true);
        await addMember(a, businessId, manager, ["view", "manage"]);
        const answers = await Promise.all([
          send(a.app, "DELETE", `/api/businesses/${businessId}/members/${second.user.id}`, first.cookie),
          send(b.app, "DELETE", `/api/businesses/${businessId}/members/${first.user.id}`, second.cookie),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort(), answers.map((x) => x.body).join()).toEqual([
          200, 404,
        ]);
        const left = await team(businessId);
        expect(left).toHaveLength(2);
        expect(left.filter((row) => row.owner === 1)).toHaveLength(1);
        expect(left.find((row) => row.user_id === manager.user.id)).toMatchObject({
          owner: 0,
          permissions: "view,manage",
        });
        const removals = await a.db
          .selectFrom("audit_events")
          .select("actor_id")
          .where("business_id", "=", businessId)
          .where("event", "=", "member_removed")
          .execute();
        expect(removals).toHaveLength(1);
      }
    });

    it("two owners leaving at once, one on each instance: one leaves, one stays the owner", async () => {
      const { a, b } = instances;
      for (let round = 0; round < 5; round += 1) {
        const first = await person(a, sharedClock);
        const second = await person(a, sharedClock);
        const businessId = await business(a, first);
        await addMember(a, businessId, second, [], true);
        const answers = await Promise.all([
          send(a.app, "DELETE", `/api/businesses/${businessId}/members/${first.user.id}`, first.cookie),
          send(b.app, "DELETE", `/api/businesses/${businessId}/members/${second.user.id}`, second.cookie),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expect((await team(businessId)).filter((row) => row.owner === 1)).toHaveLength(1);
      }
    });

    it("one invitation accepted at once with the same cookie, twice on each instance, makes exactly one membership", async () => {
      const { a, b } = instances;
      for (let round = 0; round < 5; round += 1) {
        const owner = await person(a, sharedClock);
        const businessId = await business(a, owner);
        const invited = await person(a, sharedClock, { twoFactor: false });
        const token = await invitationToken(a, businessId, owner, invited.email);
        const answers = await Promise.all(
          [a, b, a, b].map((app) => send(app.app, "POST", "/api/invitations/accept", invited.cookie, { token })),
        );
        expect(
          answers.filter((answer) => answer.statusCode === 200),
          answers.map((x) => x.body).join(),
        ).toHaveLength(1);
        for (const answer of answers.filter((each) => each.statusCode !== 200))
          expect(["invitationInvalid", "alreadyMember"]).toContain(answer.json().code);
        expect((await team(businessId)).filter((row) => row.user_id === invited.user.id)).toHaveLength(1);
        const joined = await a.db
          .selectFrom("audit_events")
          .select("id")
          .where("business_id", "=", businessId)
          .where("event", "=", "member_added")
          .execute();
        expect(joined).toHaveLength(1);
      }
    });

    it(`${MAX_PENDING_INVITATIONS} invitations sent at once across both when ${MAX_PENDING_INVITATIONS - 1} wait leave exactly ${MAX_PENDING_INVITATIONS} waiting`, async () => {
      const { a, b } = instances;
      const owner = await person(a, sharedClock);
      const businessId = await business(a, owner);
      let count = 0;
      const invite = (app: TestApp) =>
        send(app.app, "POST", `/api/businesses/${businessId}/invitations`, owner.cookie, {
          email: `racer.${process.pid}.${(count += 1)}@example.com`,
          permissions: ["view"],
        });
      for (let i = 0; i < MAX_PENDING_INVITATIONS - 1; i += 1)
        expect((await invite(i % 2 ? a : b)).statusCode).toBe(201);
      await stepUpWithCode(a, sharedClock, owner);
      const answers = await Promise.all(
        Array.from({ length: MAX_PENDING_INVITATIONS }, (_, i) => invite(i % 2 ? a : b)),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(MAX_PENDING_INVITATIONS - 1);
      const pending = await a.db
        .selectFrom("business_invitations")
        .select("id")
        .where("business_id", "=", businessId)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .execute();
      expect(pending).toHaveLength(MAX_PENDING_INVITATIONS);
    });
  });
