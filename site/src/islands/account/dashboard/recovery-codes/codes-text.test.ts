import { describe, expect, it } from "vitest";
import { BRAND_NAME } from "@bank/contracts";
import { groupRecoveryCode, recoveryCodesFile, recoveryCodesLines } from "./codes-text.ts";

const codes = ["ABCD-EFGH-JKMN", "0123456789AB"];

describe("recovery codes as text", () => {
  it("groups every code as XXXX-XXXX-XXXX, however the service spelled it", () => {
    expect(groupRecoveryCode("0123456789AB")).toBe("0123-4567-89AB");
    expect(groupRecoveryCode("abcd-efgh-jkmn")).toBe("ABCD-EFGH-JKMN");
  });

  it("copies one code a line", () => {
    expect(recoveryCodesLines(codes)).toBe("ABCD-EFGH-JKMN\n0123-4567-89AB");
  });

  it("downloads a file that says what the codes are, for whom and when, then every code", () => {
    const file = recoveryCodesFile(codes, "ada@example.com", new Date("2025-03-04T10:00:00Z"));
    const [intro, date, blank, ...rest] = file.split("\n");
    expect(intro).toContain(BRAND_NAME);
    expect(intro).toContain("recovery codes for ada@example.com");
    expect(date).toContain("2025-03-04");
    expect(blank).toBe("");
    expect(rest).toEqual(["ABCD-EFGH-JKMN", "0123-4567-89AB", ""]);
  });
});
