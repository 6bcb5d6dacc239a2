import { beforeEach, describe, expect, it } from "vitest";
import type { User } from "@bank/contracts";
import { forgetUser, rememberUser, storedUser } from "./current-user.ts";

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const ada: User = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  twoFactorEnabled: false,
  emailVerified: false,
};

describe("current user in browser storage", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
  });

  it("keeps the user under currentUser and the email under userEmail", () => {
    rememberUser(ada);
    expect(JSON.parse(localStorage.getItem("currentUser") ?? "null")).toEqual(ada);
    expect(localStorage.getItem("userEmail")).toBe("ada@example.com");
    expect(storedUser()).toEqual(ada);
  });

  it("forgets the user, the email and the session token", () => {
    rememberUser(ada);
    localStorage.setItem("sessionToken", "legacy");
    forgetUser();
    expect(localStorage.length).toBe(0);
    expect(storedUser()).toBeNull();
  });

  it("treats a stored value that is not a user as no user", () => {
    localStorage.setItem("currentUser", "{not json");
    expect(storedUser()).toBeNull();
    localStorage.setItem("currentUser", JSON.stringify({ email: 3 }));
    expect(storedUser()).toBeNull();
  });
});
