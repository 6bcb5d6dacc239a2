import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PENDING_INVITATION_KEY,
  forgetPendingInvitation,
  invitationPath,
  keepPendingInvitation,
  pendingInvitation,
} from "./pending-invitation.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the pending invitation", () => {
  it("is kept under its key until it is forgotten", () => {
    const storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
    expect(pendingInvitation()).toBeNull();
    keepPendingInvitation("tok-1");
    expect(storage.getItem(PENDING_INVITATION_KEY)).toBe("tok-1");
    expect(pendingInvitation()).toBe("tok-1");
    forgetPendingInvitation();
    expect(pendingInvitation()).toBeNull();
  });

  it("is simply absent where storage is refused (private mode)", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => keepPendingInvitation("tok")).not.toThrow();
    expect(pendingInvitation()).toBeNull();
    expect(() => forgetPendingInvitation()).not.toThrow();
  });

  it("leads back to the invitation's page with the token escaped", () => {
    expect(invitationPath("a+b/c=")).toBe("/invitations?token=a%2Bb%2Fc%3D");
  });
});
