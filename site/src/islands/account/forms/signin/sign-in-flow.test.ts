import { describe, expect, it } from "vitest";
import { codeStepPayload, recoveryCodeStepPayload } from "./sign-in-flow.ts";

describe("sign-in code step", () => {
  it("sends the kept credentials with the code", () => {
    const kept = { email: "ada@example.com", password: "analytical", rememberMe: true };
    expect(codeStepPayload(kept, "123456")).toEqual({ ...kept, twoFactorCode: "123456" });
  });

  it("fails with 'Login data not found' when the credentials are gone", () => {
    expect(() => codeStepPayload(null, "123456")).toThrow("Login data not found");
  });
});

describe("sign-in recovery-code step", () => {
  it("sends the kept credentials with the recovery code and no authenticator code", () => {
    const kept = { email: "ada@example.com", password: "analytical", rememberMe: false };
    expect(recoveryCodeStepPayload(kept, "ABCDEFGHJKMN")).toEqual({ ...kept, recoveryCode: "ABCDEFGHJKMN" });
  });

  it("fails with 'Login data not found' when the credentials are gone", () => {
    expect(() => recoveryCodeStepPayload(null, "ABCDEFGHJKMN")).toThrow("Login data not found");
  });
});
