// Shared steps of the onboarding tests: a complete business and people, customers with a verified address,
// multipart bodies built by hand (so a test can lie about names and types), and real PDF, PNG and JPEG bytes.
import type { Readable } from "node:stream";
import type { Business, Person } from "@bank/contracts";
import type { FastifyInstance } from "fastify";
import { findUserByEmail, type UserRow } from "../src/db/users-store.ts";
import { signUp, signedInCookie } from "./support.ts";
import type { TestApp } from "./test-app.ts";

export const BUSINESS: Business = {
  legalName: "Hopper Compilers LLC",
  tradeName: "Hopper",
  entityType: "llc",
  ein: "12-3456789",
  formationState: "DE",
  formationDate: "2015-03-14",
  address: { line1: "1 Harbor Way", city: "Wilmington", state: "DE", zip: "19801" },
  website: "https://hopper.example",
  industry: "software",
  description: "We build compilers and developer tools for banks.",
  monthlyVolume: "10k_100k",
  cryptoUse: { planned: false },
};

/** A distinctive date of birth and home address, searched for in logs and mail. */
export const SECRET_DOB = "1961-07-23";
export const SECRET_STREET = "742 Evergreen Terrace";

export const OWNER: Person = {
  firstName: "Grace",
  lastName: "Hopper",
  title: "CEO",
  ownershipPercent: 60,
  isController: true,
  dateOfBirth: SECRET_DOB,
  address: { line1: SECRET_STREET, city: "Springfield", state: "IL", zip: "62704" },
};

export const SECOND_OWNER: Person = {
  firstName: "Ada",
  lastName: "Lovelace",
  title: "CTO",
  ownershipPercent: 40,
  isController: false,
  dateOfBirth: "1970-12-10",
  address: { line1: "12 Analytical Row", city: "Boston", state: "MA", zip: "02108" },
};

export const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n", "latin1");
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR-plaintext-marker-png", "latin1"),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("JFIF-marker", "latin1")]);
/** A Windows program's first bytes. */
export const EXE = Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(64, 0x90)]);

/** The site's own origin as inject presents it. */
export const OWN_ORIGIN = { origin: "http://localhost:80", host: "localhost:80" };

export interface Customer {
  email: string;
  password: string;
  cookie: string;
  user: UserRow;
}

/** A signed-up, signed-in customer, with their address verified unless told otherwise. */
export async function customer(t: TestApp, options: { verified?: boolean } = {}): Promise<Customer> {
  const account = await signUp(t.app, {}, options);
  const cookie = await signedInCookie(t.app, account);
  const user = (await findUserByEmail(t.db, account.email))!;
  return { email: account.email, password: account.password, cookie, user };
}

export function getApplication(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: "GET", url: "/api/onboarding/application", headers: cookie ? { cookie } : {} });
}

/** PATCH the application with `body` as JSON (application/json unless `contentType` says otherwise). */
export function patchApplication(
  app: FastifyInstance,
  cookie: string | undefined,
  body: unknown,
  contentType = "application/json",
) {
  return app.inject({
    method: "PATCH",
    url: "/api/onboarding/application",
    payload: JSON.stringify(body),
    headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
  });
}

export function submitApplication(app: FastifyInstance, cookie?: string) {
  return app.inject({
    method: "POST",
    url: "/api/onboarding/application/submit",
    headers: cookie ? { cookie } : {},
  });
}

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
  /** The part's field name; "file" unless a test says otherwise. */
  field?: string;
  /**
   * The Content-Disposition parameter naming the file, as sent; `filename="<name>"` (raw UTF-8, as browsers send
   * it) unless given.
   */
  filenameParameter?: string;
}

/** A multipart/form-data body: the fields in order, then the file (when given). */
export function multipart(fields: [string, string][], file?: FilePart): { payload: Buffer; contentType: string } {
  const boundary = `----test-boundary-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; ${file.filenameParameter ?? `filename="${file.name}"`}\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/onboarding/documents from the site's origin, with a body as given (well-formed or not). */
export function postDocumentBody(
  app: FastifyInstance,
  cookie: string | undefined,
  contentType: string,
  payload: string | Buffer | Readable,
  headers: Record<string, string> = OWN_ORIGIN,
) {
  return app.inject({
    method: "POST",
    url: "/api/onboarding/documents",
    payload,
    headers: { "content-type": contentType, ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** POST /api/onboarding/documents from the site's origin: the fields and the file as multipart. */
export function upload(
  app: FastifyInstance,
  cookie: string | undefined,
  fields: [string, string][],
  file?: FilePart,
  headers: Record<string, string> = OWN_ORIGIN,
) {
  const body = multipart(fields, file);
  return postDocumentBody(app, cookie, body.contentType, body.payload, headers);
}

export const formation = (bytes: Buffer = PDF, name = "articles.pdf", type = "application/pdf") =>
  [[["kind", "formation"]] as [string, string][], { name, type, bytes }] as const;

export const identity = (personIndex: number, bytes: Buffer = JPEG, name = "passport.jpg", type = "image/jpeg") =>
  [
    [
      ["kind", "identity"],
      ["personIndex", String(personIndex)],
    ] as [string, string][],
    { name, type, bytes },
  ] as const;

/** Fills the application whole (business, the given people, every document) and submits it; returns its id. */
export async function submittedApplication(t: TestApp, who: Customer, people: Person[] = [OWNER]): Promise<string> {
  const patched = await patchApplication(t.app, who.cookie, { business: BUSINESS, people });
  if (patched.statusCode !== 200) throw new Error(`patch failed: ${patched.statusCode} ${patched.body}`);
  const uploads = [formation(), ...people.map((_person, index) => identity(index))];
  for (const [fields, file] of uploads) {
    const response = await upload(t.app, who.cookie, fields, file);
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  const submitted = await submitApplication(t.app, who.cookie);
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.statusCode} ${submitted.body}`);
  return (submitted.json() as { application: { id: string } }).application.id;
}
