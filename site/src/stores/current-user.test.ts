import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "@bank/contracts";
import { forgetUser, onCurrentUserChange, rememberUser, storedUserName } from "./current-user.ts";

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
    expect(storedUserName()).toBe("Ada Lovelace");
  });

  it("forgets the user, the email and the session token", () => {
    rememberUser(ada);
    localStorage.setItem("sessionToken", "legacy");
    forgetUser();
    expect(localStorage.length).toBe(0);
    expect(storedUserName()).toBeNull();
  });

  it("treats a stored value without a name as no user", () => {
    for (const junk of [
      "{not json",
      "null",
      "3",
      '"Ada"',
      "{}",
      JSON.stringify({ firstName: 3, lastName: "L" }),
      JSON.stringify({ firstName: " ", lastName: "" }),
    ]) {
      localStorage.setItem("currentUser", junk);
      expect(storedUserName(), junk).toBeNull();
    }
  });

  it("treats blocked storage as nobody remembered", () => {
    Object.defineProperty(globalThis, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      configurable: true,
    });
    expect(storedUserName()).toBeNull();
    expect(() => forgetUser()).not.toThrow();
  });
});

describe("following the remembered user", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
    Object.defineProperty(globalThis, "window", { value: new EventTarget(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("tells listeners when this page remembers or forgets the user, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = onCurrentUserChange(listener);
    rememberUser(ada);
    forgetUser();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    rememberUser(ada);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("tells listeners when another tab changes the user or clears storage, not for other keys", () => {
    const listener = vi.fn();
    onCurrentUserChange(listener);
    const storageEvent = (key: string | null) => Object.assign(new Event("storage"), { key });
    window.dispatchEvent(storageEvent("carriedToasts"));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent("currentUser"));
    window.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
