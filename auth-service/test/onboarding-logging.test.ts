// What an application holds about people (dates of birth, home addresses) never reaches a log line: not through
// request logging, not through refused input, not through a failure, not from the upload parser, at every level.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SECRET_DOB,
  SECRET_STREET,
  OWNER,
  customer,
  formation,
  patchApplication,
  upload,
} from "./onboarding-support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: "trace", logStream: capture });
});
afterAll(() => t.close());

const SENSITIVE = [SECRET_DOB, SECRET_STREET, "Evergreen", "62704"];

function expectNothingSensitiveLogged() {
  expect(lines.length).toBeGreaterThan(0);
  const everything = lines.join("\n");
  for (const text of SENSITIVE) expect(everything).not.toContain(text);
}

describe("sensitive fields in logs", () => {
  it("a valid PATCH, refused PATCHes and a malformed body log none of a person's date of birth or address", async () => {
    const who = await customer(t);
    expect((await patchApplication(t.app, who.cookie, { people: [OWNER] })).statusCode).toBe(200);
    // Refused by the schema: a person too young, at a P.O. box, with the street in a field that takes no text.
    const refused = [
      { people: [{ ...OWNER, dateOfBirth: "2019-02-02" }] },
      { people: [{ ...OWNER, address: { ...OWNER.address, line1: `P.O. Box 1, ${SECRET_STREET}` } }] },
      { people: [{ ...OWNER, ownershipPercent: SECRET_STREET, dateOfBirth: SECRET_DOB }] },
      { people: [{ dateOfBirth: `${SECRET_DOB}T00:00` }] },
      { people: Array.from({ length: 6 }, () => OWNER) },
      { business: { address: { line1: SECRET_STREET, zip: "nope" } } },
    ];
    for (const body of refused) expect((await patchApplication(t.app, who.cookie, body)).statusCode).toBe(400);
    // Malformed JSON: the parser's own message quotes the body it could not read.
    const malformed = await t.app.inject({
      method: "PATCH",
      url: "/api/onboarding/application",
      payload: `{"people":[{"dateOfBirth":"${SECRET_DOB}","address":{"line1":"${SECRET_STREET}"}}`,
      headers: { "content-type": "application/json", cookie: who.cookie },
    });
    expect(malformed.statusCode).toBe(400);
    // Signed out: the guard refuses before reading, the body is never logged either.
    expect((await patchApplication(t.app, undefined, { people: [OWNER] })).statusCode).toBe(401);
    expectNothingSensitiveLogged();
  });

  it("an upload logs neither the session cookie nor the file (the parser logs its options at trace)", async () => {
    const who = await customer(t);
    const [fields, file] = formation();
    expect((await upload(t.app, who.cookie, fields, file)).statusCode).toBe(201);
    const token = who.cookie.split("=")[1]!;
    const everything = lines.join("\n");
    expect(everything).not.toContain(token);
    expect(everything).not.toContain("%PDF");
  });

  it("a failure while saving is logged without the application it was saving", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { business: { legalName: "Before Failure LLC" } });
    // Every later write of a person's documents fails: the unhandled-error path logs the error.
    await t.db.schema.dropTable("application_documents").execute();
    const response = await patchApplication(t.app, who.cookie, { people: [OWNER] });
    expect(response.statusCode).toBe(500);
    expect(lines.some((line) => line.includes("unhandled error"))).toBe(true);
    expectNothingSensitiveLogged();
  });
});
