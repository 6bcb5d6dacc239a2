import { describe, expect, it } from "vitest";
import { AUDIT_DETAIL_WORDS, AUDIT_EVENT_TYPES, AUDIT_EVENT_WORDS, auditEventWords } from "@bank/contracts";
import { actorInWords, detailSentences } from "./event-words.ts";

describe("the audit log in words", () => {
  it.each(AUDIT_EVENT_TYPES)("%s has words of its own, with no event code in them", (type) => {
    const words = auditEventWords(type);
    expect(Object.hasOwn(AUDIT_EVENT_WORDS, type), `${type} has no words`).toBe(true);
    expect(words).toMatch(/^[A-Z][^_]*[a-z]$/);
    expect(words).not.toContain(type);
    const others = AUDIT_EVENT_TYPES.filter((other) => other !== type).map(auditEventWords);
    expect(others).not.toContain(words);
  });

  it("every type the words know is one the service writes, and a type it does not know still reads as words", () => {
    expect(Object.keys(AUDIT_EVENT_WORDS).sort()).toEqual([...AUDIT_EVENT_TYPES].sort());
    expect(auditEventWords("signin_ok")).toBe("Signed in");
    expect(auditEventWords("quantum_teleport_made")).toBe("Quantum teleport made");
  });

  it("reads a detail as sentences, never as JSON, and links the application and the business", () => {
    const approval = JSON.stringify({ applicationId: "app-1", reason: "All documents match." });
    expect(detailSentences(approval)).toEqual([
      { text: "Application app-1.", href: "/admin/applications?id=app-1" },
      { text: "Reason: “All documents match.”" },
    ]);
    const signIn = JSON.stringify({ method: "password", factors: "password,code", rememberMe: false, newDevice: true });
    expect(detailSentences(signIn).map((sentence) => sentence.text)).toEqual([
      "Method: password.",
      "Proven with password and authenticator code.",
      "From a browser new to this account: the owner was emailed.",
    ]);
    expect(detailSentences(JSON.stringify({ sessionsEnded: 1 }))[0]!.text).toBe("1 session ended.");
    expect(detailSentences(JSON.stringify({ sessionsEnded: 3 }))[0]!.text).toBe("3 sessions ended.");
    expect(detailSentences(JSON.stringify({ businessId: "b 1" }))[0]).toEqual({
      text: "Business b 1.",
      href: "/admin/business?id=b+1",
    });
  });

  it("a detail without words of its own is its name in words, and odd details never throw", () => {
    expect(detailSentences(JSON.stringify({ someNewCount: 3, odd_key: "a_b" })).map((s) => s.text)).toEqual([
      "Some new count: 3.",
      "Odd key: a b.",
    ]);
    expect(detailSentences(null)).toEqual([]);
    expect(detailSentences("not json")).toEqual([{ text: "not json" }]);
    expect(detailSentences("[1,2]")).toEqual([{ text: "[1,2]" }]);
    expect(detailSentences(JSON.stringify({ nested: { a: 1 } }))).toEqual([]);
    for (const [key, words] of Object.entries(AUDIT_DETAIL_WORDS)) {
      for (const value of ["x_y", 2, true, false]) {
        const text = words(value);
        if (text !== null) expect(text, key).toMatch(/^\S.*[.”]$/);
        expect(text ?? "", key).not.toMatch(/[{}]/);
      }
    }
  });

  it("names the staff member who acted, by name and email", () => {
    expect(actorInWords({ actorId: null, actorName: null, actorEmail: null })).toBeNull();
    expect(actorInWords({ actorId: "u1", actorName: "Grace Hopper", actorEmail: "grace@example.com" })).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
    });
    expect(actorInWords({ actorId: "u1", actorName: null, actorEmail: null })).toEqual({ name: "u1", email: null });
  });
});
