import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  base64urlBytes,
  checkChallenge,
  codeStepWindow,
  readClientData,
  readEvidence,
  shortened,
} from "./payment-evidence.ts";

const binding = createHash("sha256").update("a payment's terms").digest("hex");
/** A challenge as the service issues one (auth-service/src/auth/transaction-signing.ts): 32 bytes, then 16 random. */
const challengeFor = (bound: string) =>
  Buffer.concat([createHash("sha256").update(`payment-approval\n${bound}`).digest(), randomBytes(16)]).toString(
    "base64url",
  );
const clientDataJSON = (data: object) => Buffer.from(JSON.stringify(data)).toString("base64url");

describe("a passkey approval's evidence", () => {
  it("reads the challenge and origin out of clientDataJSON", () => {
    const challenge = challengeFor(binding);
    const data = { type: "webauthn.get", challenge, origin: "https://bank.example", crossOrigin: false };
    expect(readClientData(clientDataJSON(data))).toEqual({
      type: "webauthn.get",
      origin: "https://bank.example",
      challenge,
    });
  });

  it("reads nothing out of clientDataJSON that is not base64url JSON with a challenge", () => {
    expect(readClientData("%%% not base64url")).toBeNull();
    expect(readClientData(Buffer.from("not json").toString("base64url"))).toBeNull();
    expect(readClientData(clientDataJSON({ type: "webauthn.get" }))).toBeNull();
    expect(readClientData(clientDataJSON([1, 2]))).toBeNull();
    expect(readClientData(Buffer.from([0xff, 0xfe, 0x7b]).toString("base64url"))).toBeNull();
  });

  it("says the challenge commits to the binding: its first 32 bytes are SHA-256 of the prefix and binding", async () => {
    await expect(checkChallenge(challengeFor(binding), binding)).resolves.toBe("match");
  });

  it("says it does not for another payment's binding, a short challenge or one that is not base64url", async () => {
    const other = createHash("sha256").update("another payment").digest("hex");
    await expect(checkChallenge(challengeFor(other), binding)).resolves.toBe("mismatch");
    await expect(checkChallenge(challengeFor(binding).slice(0, 40), binding)).resolves.toBe("mismatch");
    await expect(checkChallenge("!!", binding)).resolves.toBe("mismatch");
  });

  it("leaves the check undone where the browser has no Web Crypto", async () => {
    await expect(checkChallenge(challengeFor(binding), binding, null)).resolves.toBe("unchecked");
  });

  it("reads every field it knows and leaves out any of the wrong shape", () => {
    const clientData = clientDataJSON({ type: "webauthn.get", challenge: "abc", origin: "https://bank.example" });
    expect(
      readEvidence("passkey", {
        binding,
        credentialId: "cred-1",
        clientDataJSON: clientData,
        authenticatorData: "AAAA",
        signature: "MEUCIQ",
        counter: 7,
      }),
    ).toEqual({
      method: "passkey",
      binding,
      credentialId: "cred-1",
      counter: 7,
      signature: "MEUCIQ",
      clientData: { type: "webauthn.get", origin: "https://bank.example", challenge: "abc" },
    });
    expect(readEvidence("passkey", { binding: 5, counter: -1, signature: "" })).toEqual({
      method: "passkey",
      binding: undefined,
      credentialId: undefined,
      counter: undefined,
      signature: undefined,
      clientData: null,
    });
  });
});

describe("a code approval's evidence", () => {
  it("reads its step and binding", () => {
    expect(readEvidence("code", { binding, step: 59_000_000 })).toEqual({ method: "code", binding, step: 59_000_000 });
    expect(readEvidence("code", { step: "59000000" })).toEqual({ method: "code", binding: undefined, step: undefined });
  });

  it("says which 30 seconds a step stands for", () => {
    const { from, to } = codeStepWindow(59_000_000);
    expect(from.toISOString()).toBe("2026-02-02T02:40:00.000Z");
    expect(to.getTime() - from.getTime()).toBe(30_000);
  });
});

describe("values", () => {
  it("reads base64url with or without padding, and refuses anything else", () => {
    expect(base64urlBytes("_-8")).toEqual(new Uint8Array([0xff, 0xef]));
    expect(base64urlBytes("_-8=")).toEqual(new Uint8Array([0xff, 0xef]));
    expect(base64urlBytes("")).toEqual(new Uint8Array([]));
    expect(base64urlBytes("a")).toBeNull();
    expect(base64urlBytes("+/==")).toBeNull();
  });

  it("shortens a long value around an ellipsis and leaves a short one whole", () => {
    expect(shortened("x".repeat(16) + "middle" + "y".repeat(8))).toBe(`${"x".repeat(16)}…${"y".repeat(8)}`);
    expect(shortened("short")).toBe("short");
    expect(shortened("a".repeat(25))).toBe("a".repeat(25));
  });
});
