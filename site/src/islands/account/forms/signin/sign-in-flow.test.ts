import { describe, expect, it } from "vitest";
import { codeStepPayload } from "./sign-in-flow.ts";

describe("sign-in code step", () => {
  it("sends the kept credentials with the code", () => {
    const kept = { email: "ada@example.com", password: "analytical", rememberMe: true };
    expect(codeStepPayload(kept, "123456")).toEqual({ ...kept, twoFactorCode: "123456" });
  });

  it("fails with 'Login data not found' when the credentials are gone", () => {
    expect(() => codeStepPayload(null, "123456")).toThrow("Login data not found");
  });
});
