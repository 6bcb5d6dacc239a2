import { describe, expect, it } from "vitest";
import { TEAM_TEXTS, permissionsInWords, type Member } from "@bank/contracts";
import { mayChange, mayLeave, permissionsOf } from "./team-roles.ts";

function member(userId: string, overrides: Partial<Member> = {}): Member {
  return {
    userId,
    firstName: "Ada",
    lastName: "Lovelace",
    email: `${userId}@example.com`,
    permissions: ["view"],
    owner: false,
    secondFactor: false,
    joinedAt: "2026-01-02T03:04:05.000Z",
    ...overrides,
  };
}

const OWNER = { permissions: ["view", "pay", "approve", "manage"] as const, owner: true };
const MANAGER = { permissions: ["view", "manage"] as const, owner: false };
const VIEWER = { permissions: ["view"] as const, owner: false };

describe("the team in plain words", () => {
  it("says a member's permissions as a phrase, an owner's as such", () => {
    expect(permissionsInWords(["view"])).toBe("View");
    expect(permissionsInWords(["view", "pay"])).toBe("View and pay");
    expect(permissionsInWords(["view", "pay", "approve", "manage"])).toBe("View, pay, approve and manage");
    expect(permissionsOf(member("a", { owner: true, permissions: ["view", "pay", "approve", "manage"] }))).toBe(
      TEAM_TEXTS.ownerWords,
    );
  });
});

describe("who is offered a change", () => {
  it("nobody is offered changing their own permissions", () => {
    expect(mayChange({ ...OWNER, permissions: [...OWNER.permissions] }, "me", member("me", { owner: true }))).toBe(
      false,
    );
  });

  it("a manager changes other members, but not an owner; an owner changes anyone else", () => {
    const manager = { ...MANAGER, permissions: [...MANAGER.permissions] };
    expect(mayChange(manager, "me", member("other"))).toBe(true);
    expect(mayChange(manager, "me", member("boss", { owner: true }))).toBe(false);
    expect(mayChange({ ...OWNER, permissions: [...OWNER.permissions] }, "me", member("boss", { owner: true }))).toBe(
      true,
    );
  });

  it("a view-only member is offered nothing", () => {
    expect(mayChange({ ...VIEWER, permissions: [...VIEWER.permissions] }, "me", member("other"))).toBe(false);
  });
});

describe("who may leave", () => {
  it("anyone but the last owner", () => {
    expect(mayLeave("me", [member("me"), member("boss", { owner: true })])).toBe(true);
    expect(mayLeave("me", [member("me", { owner: true }), member("other")])).toBe(false);
    expect(mayLeave("me", [member("me", { owner: true }), member("boss", { owner: true })])).toBe(true);
  });
});
