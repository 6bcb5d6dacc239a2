// The business team, attacked on each engine: who sees a business, who changes its team, and the rules no request
// may break (nobody changes their own permissions, the last owner stays, invitations work once for their address).
import { WORKSPACE_MESSAGES as M, businessDetailSchema, businessListSchema, memberListSchema } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE, TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import {
  addMember,
  business,
  invitationToken,
  person,
  send,
  stepUpWithCode,
  type Person,
} from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let businessId: string;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await person(t, clock, { firstName: "Olivia" });
  businessId = await business(t, owner);
});
afterAll(() => t.close());

describe("a business and its team", () => {
  it("lists the business for its owner with every permission, and shows it", async () => {
    const list = businessListSchema.parse((await send(t.app, "GET", "/api/businesses", owner.cookie)).json());
    expect(list.businesses).toEqual([
      {
        id: businessId,
        legalName: "Widgets LLC",
        tradeName: null,
        permissions: ["view", "pay", "approve", "manage"],
        owner: true,
      },
    ]);
    const detail = await send(t.app, "GET", `/api/businesses/${businessId}`, owner.cookie);
    expect(detail.statusCode).toBe(200);
    expect(businessDetailSchema.parse(detail.json()).business.mode).toBe("sandbox");
    expect(detail.headers["cache-control"]).toBe("no-store");
  });

  it("invites a colleague, who accepts once and is a member with what they were given", async () => {
    const colleague = await person(t, clock, { twoFactor: false });
    const token = await invitationToken(t, businessId, owner, colleague.email, ["pay"]);
    const preview = await send(t.app, "GET", `/api/invitations/preview?token=${token}`, undefined);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ businessName: "Widgets LLC", permissions: ["view", "pay"] });
    const accepted = await send(t.app, "POST", "/api/invitations/accept", colleague.cookie, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await send(t.app, "POST", "/api/invitations/accept", colleague.cookie, { token });
    expect(again.statusCode).toBe(400);
    const members = memberListSchema.parse(
      (await send(t.app, "GET", `/api/businesses/${businessId}/members`, colleague.cookie)).json(),
    );
    expect(members.members.map((m) => [m.email, m.permissions])).toContainEqual([colleague.email, ["view", "pay"]]);
  });

  it("refuses a non-member with 404 and the owner's own change with 403", async () => {
    const stranger = await person(t, clock);
    expect((await send(t.app, "GET", `/api/businesses/${businessId}`, stranger.cookie)).statusCode).toBe(404);
    await stepUpWithCode(t, clock, owner);
    const own = await send(t.app, "PUT", `/api/businesses/${businessId}/members/${owner.user.id}`, owner.cookie, {
      permissions: ["view"],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: "ownPermissions", message: M.ownPermissions });
  });

  it("keeps the last owner: they can neither leave nor be removed", async () => {
    const leave = await send(t.app, "DELETE", `/api/businesses/${businessId}/members/${owner.user.id}`, owner.cookie);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ code: "lastOwner" });
    const manager = await person(t, clock);
    await addMember(t, businessId, manager, ["manage"]);
    clock.advance(MINUTE);
    const removed = await send(
      t.app,
      "DELETE",
      `/api/businesses/${businessId}/members/${owner.user.id}`,
      manager.cookie,
    );
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject({ code: "ownerOnly" });
  });
});
