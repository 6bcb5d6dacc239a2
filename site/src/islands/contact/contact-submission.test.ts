import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_MESSAGES,
  CONTACT_FAILED,
  CONTACT_FIELD_MESSAGES,
  CONTACT_TEXTS,
  VALIDATION_MESSAGES,
} from "@bank/contracts";
import { validate } from "../ui/forms/validate.ts";
import { contactSchema, sendContact } from "./contact-submission.ts";

const checkContact = (values: unknown) => validate(contactSchema, values);

const message = {
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  company: "Analytical Engines Ltd",
  topic: "demo" as const,
  message: "A demo, please.",
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("the contact form's check and send", () => {
  it("checks the values with the service's schema, each field with its message", () => {
    expect(checkContact({ ...message, email: "ada@", topic: "" })).toEqual({
      ok: false,
      errors: { email: VALIDATION_MESSAGES.invalidEmail, topic: CONTACT_FIELD_MESSAGES.topicRequired },
    });
    expect(checkContact({ ...message, name: " Ada\nLovelace " })).toEqual({
      ok: true,
      data: { ...message, name: "Ada Lovelace" },
    });
  });

  it("posts the message as JSON and reports it sent", async () => {
    const fetch = answer(200, { success: true, message: API_MESSAGES.contactSent });
    vi.stubGlobal("fetch", fetch);
    await expect(sendContact(message)).resolves.toEqual({ kind: "sent" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({ method: "POST", body: JSON.stringify(message) }),
    );
  });

  it("puts the service's field messages beside the fields", async () => {
    const errors = { email: VALIDATION_MESSAGES.invalidEmail };
    vi.stubGlobal("fetch", answer(400, { success: false, message: errors.email, errors }));
    await expect(sendContact(message)).resolves.toEqual({ kind: "fields", errors });
  });

  it("says the service's refusal (the limit) or, with no answer, to check the connection, and offers the phone", async () => {
    const limit = "Too many messages from your network. Try again in 60 minutes.";
    vi.stubGlobal("fetch", answer(429, { success: false, message: limit }));
    await expect(sendContact(message)).resolves.toEqual({
      kind: "refused",
      message: `${limit} ${CONTACT_TEXTS.callInstead}`,
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(sendContact(message)).resolves.toEqual({
      kind: "refused",
      message: `${CONTACT_FAILED.fallbackError} ${CONTACT_TEXTS.callInstead}`,
    });
  });
});
