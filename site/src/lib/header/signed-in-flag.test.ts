import { afterEach, describe, expect, it } from "vitest";
import { storedUserName } from "../../stores/current-user.ts";
import { SIGNED_IN_ATTRIBUTE, signedInFlagScript, SIGNED_OUT_PAGE_ATTRIBUTE } from "./signed-in-flag.ts";

/** Runs the head's script as a browser would, against a stand-in <html> and localStorage; true when it flagged. */
function runFlagScript(stored: string | null, options: { signedOutPage?: boolean; storageBlocked?: boolean } = {}) {
  const attributes = new Set(options.signedOutPage ? [SIGNED_OUT_PAGE_ATTRIBUTE] : []);
  const document = {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => void attributes.add(name),
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (options.storageBlocked) throw new DOMException("The operation is insecure.", "SecurityError");
      return key === "currentUser" ? stored : null;
    },
  };
  new Function("document", "localStorage", signedInFlagScript())(document, localStorage);
  return attributes.has(SIGNED_IN_ATTRIBUTE);
}

function useStored(value: string | null) {
  const items = new Map(value === null ? [] : [["currentUser", value]]);
  Object.defineProperty(globalThis, "localStorage", {
    value: { getItem: (key: string) => items.get(key) ?? null },
    configurable: true,
  });
}

const cases: Array<[string, string | null]> = [
  ["a remembered user", JSON.stringify({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })],
  ["nobody", null],
  ["text that is not JSON", "{not json"],
  ["JSON null", "null"],
  ["a number", "3"],
  ["an object without names", "{}"],
  ["names that are not text", JSON.stringify({ firstName: 3, lastName: ["L"] })],
  ["blank names", JSON.stringify({ firstName: " ", lastName: "" })],
];

describe("the head's signed-in flag", () => {
  afterEach(() => Reflect.deleteProperty(globalThis, "localStorage"));

  it.each(cases)("for %s, agrees with the header's own reading of the stored user", (_, stored) => {
    useStored(stored);
    expect(runFlagScript(stored)).toBe(storedUserName() !== null);
  });

  it("flags a remembered user and nobody else", () => {
    expect(runFlagScript(cases[0]![1])).toBe(true);
    expect(cases.slice(1).map(([, stored]) => runFlagScript(stored))).not.toContain(true);
  });

  it("leaves the signed-out header on a page for signed-out visitors and when storage is blocked", () => {
    expect(runFlagScript(cases[0]![1], { signedOutPage: true })).toBe(false);
    expect(runFlagScript(cases[0]![1], { storageBlocked: true })).toBe(false);
  });
});
