import { describe, expect, it } from "vitest";
import { staffPaymentsPath } from "./admin-payments.ts";

describe("the staff's read of a business's payments", () => {
  it("asks for a status and the page after a cursor, and leaves out what is not set", () => {
    expect(staffPaymentsPath("b/1")).toBe("/api/admin/businesses/b%2F1/payments");
    expect(staffPaymentsPath("b1", { status: "settled", cursor: "MTIz:x" })).toBe(
      "/api/admin/businesses/b1/payments?status=settled&cursor=MTIz%3Ax",
    );
    expect(staffPaymentsPath("b1", { status: undefined, cursor: null })).toBe("/api/admin/businesses/b1/payments");
  });
});
