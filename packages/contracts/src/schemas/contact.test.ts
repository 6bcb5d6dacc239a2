import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages.ts";
import { CONTACT_FIELD_MESSAGES as M } from "../texts/contact.ts";
import { fieldErrors } from "./api-error.ts";
import { contactMessageSchema, type ContactMessagePayload } from "./contact.ts";

const valid: ContactMessagePayload = {
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  company: "Analytical Engines Ltd",
  topic: "demo",
  message: "We would like a demo for our finance team.",
};

function errorsOf(payload: Record<string, unknown>): Record<string, string> {
  const result = contactMessageSchema.safeParse(payload);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact message", () => {
  it("puts the name and the company on one line and keeps the message's lines", () => {
    const parsed = contactMessageSchema.parse({
      ...valid,
      name: "  Ada\r\nBcc: eve@evil.example ",
      company: "Analytical\tEngines\u0000 Ltd",
      email: " Ada@Analytical.EXAMPLE ",
      message: "  First line\r\nSecond line\rThird\u0007 line\n\n",
    });
    expect(parsed.name).toBe("Ada Bcc: eve@evil.example");
    expect(parsed.company).toBe("Analytical Engines Ltd");
    expect(parsed.email).toBe("ada@analytical.example");
    expect(parsed.message).toBe("First line\nSecond line\nThird line");
  });

  it("needs every field, each with its own message", () => {
    expect(errorsOf({})).toEqual({
      name: M.nameRequired,
      email: VALIDATION_MESSAGES.invalidEmail,
      company: M.companyRequired,
      topic: M.topicRequired,
      message: M.messageRequired,
    });
    expect(errorsOf({ ...valid, name: " \n ", company: "\t", message: " \r\n " })).toEqual({
      name: M.nameRequired,
      company: M.companyRequired,
      message: M.messageRequired,
    });
  });

  it("takes one of its topics only", () => {
    for (const topic of ["sales", "demo", "account", "other"]) expect(errorsOf({ ...valid, topic })).toEqual({});
    expect(errorsOf({ ...valid, topic: "" })).toEqual({ topic: M.topicRequired });
    expect(errorsOf({ ...valid, topic: "urgent" })).toEqual({ topic: M.topicRequired });
  });

  it("checks the email address as sign-up does", () => {
    for (const email of [
      "not-an-email",
      "a@b",
      "ada@example.com\r\nBcc: eve@evil.example",
      `${"a".repeat(250)}@x.io`,
    ]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: VALIDATION_MESSAGES.invalidEmail });
    }
  });

  it("caps every field: 100 characters of name and company, 2,000 of message", () => {
    expect(errorsOf({ ...valid, name: "n".repeat(100), company: "c".repeat(100), message: "m".repeat(2_000) })).toEqual(
      {},
    );
    expect(errorsOf({ ...valid, name: "n".repeat(101), company: "c".repeat(101), message: "m".repeat(2_001) })).toEqual(
      {
        name: M.nameTooLong,
        company: M.companyTooLong,
        message: M.messageTooLong,
      },
    );
    expect(M.messageTooLong).toBe("Your message must be at most 2,000 characters");
  });

  it("refuses other types", () => {
    expect(errorsOf({ ...valid, name: 42, topic: ["demo"], message: { text: "hi" } })).toEqual({
      name: M.nameRequired,
      topic: M.topicRequired,
      message: M.messageRequired,
    });
  });
});
