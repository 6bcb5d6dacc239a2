// Document uploads, attacked: types told by the bytes whatever the name and claimed type, names cleaned and given
// the extension of that type, the 10 MB limit to the byte with nothing left behind, the site's Origin required,
// bytes at rest sealed to their row, and the limits of an application (20 documents, 60 MB) held under parallel
// uploads, on one instance and on two sharing a PostgreSQL database.
import { Readable } from "node:stream";
import {
  API_MESSAGES,
  MAX_APPLICATION_DOCUMENT_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_APPLICATION,
  ONBOARDING_MESSAGES as M,
  DOCUMENT_MESSAGES,
  applicationResultSchema,
  documentResultSchema,
  type DocumentContentType,
} from "@bank/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveKey } from "../src/core/secret-box.ts";
import { MAX_NAME_LENGTH, asciiFileName, documentName } from "../src/onboarding/document-name.ts";
import { openDocument } from "../src/onboarding/document-seal.ts";
import {
  EXE,
  JPEG,
  OWNER,
  OWN_ORIGIN,
  PDF,
  PNG,
  customer,
  formation,
  getApplication,
  identity,
  multipart,
  patchApplication,
  postDocumentBody,
  upload,
  type Customer,
} from "./onboarding-support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE, freshDatabaseUrl } from "./test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const documentOf = (response: { json(): unknown }) => documentResultSchema.parse(response.json()).document;

async function documentRows(userId: string) {
  return t.db.selectFrom("application_documents").selectAll().where("user_id", "=", userId).execute();
}

/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  PDF.copy(bytes, 0, 0, Math.min(PDF.length, size));
  return bytes;
}

const getDocument = (who: Customer, id: string) =>
  t.app.inject({ method: "GET", url: `/api/onboarding/documents/${id}`, headers: { cookie: who.cookie } });

const listedDocuments = async (who: Customer) =>
  applicationResultSchema.parse((await getApplication(t.app, who.cookie)).json()).application.documents;

describe("what a document is, by its bytes", () => {
  it("refuses a program named x.pdf and sent as application/pdf with 415, and stores nothing", async () => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "x.pdf",
      type: "application/pdf",
      bytes: EXE,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: M.documentWrongType });
    expect(await documentRows(who.user.id)).toEqual([]);
  });

  it("accepts a real PNG named x.txt and sent as text/plain, as image/png", async () => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "x.txt",
      type: "text/plain",
      bytes: PNG,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(documentOf(response)).toMatchObject({
      kind: "formation",
      personIndex: null,
      name: "x.png",
      size: PNG.length,
      contentType: "image/png",
    });
  });

  it.each([
    ["a PDF", PDF, "application/pdf"],
    ["a JPEG", JPEG, "image/jpeg"],
  ])("accepts %s sent as application/octet-stream, as its own type", async (_name, bytes, contentType) => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "scan",
      type: "application/octet-stream",
      bytes,
    });
    expect(response.statusCode).toBe(201);
    expect(documentOf(response).contentType).toBe(contentType);
  });

  it.each([
    ["one byte of a PDF's signature", Buffer.from("%")],
    ["two bytes of a JPEG's", Buffer.from([0xff, 0xd8])],
    ["text", Buffer.from("hello, this is plain text")],
    ["HTML", Buffer.from("<html><script>alert(1)</script></html>")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])("refuses %s with 415", async (_name, bytes) => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "x.pdf",
      type: "application/pdf",
      bytes,
    });
    expect(response.statusCode).toBe(415);
  });

  it("refuses an empty file with 400", async () => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "x.pdf",
      type: "application/pdf",
      bytes: Buffer.alloc(0),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: M.documentEmpty });
  });
});

describe("the size limit", () => {
  it("accepts exactly 10 MB, and refuses 10 MB and one byte with 413, leaving no row", async () => {
    const who = await customer(t);
    const exact = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "big.pdf",
      type: "application/pdf",
      bytes: pdfOfSize(MAX_DOCUMENT_BYTES),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(documentOf(exact).size).toBe(MAX_DOCUMENT_BYTES);

    const over = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "bigger.pdf",
      type: "application/pdf",
      bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, message: M.documentTooLarge });
    expect((await documentRows(who.user.id)).map((row) => row.size)).toEqual([MAX_DOCUMENT_BYTES]);
  });

  it("refuses a Content-Length over the limit with 413 before reading the body", async () => {
    const who = await customer(t);
    const total = MAX_DOCUMENT_BYTES + 1024 * 1024;
    let read = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const body = new Readable({
      read() {
        if (read >= total) return this.push(null);
        read += chunk.length;
        this.push(chunk);
      },
    });
    const response = await postDocumentBody(t.app, who.cookie, "multipart/form-data; boundary=x", body, {
      ...OWN_ORIGIN,
      "content-length": String(total),
    });
    expect(response.statusCode).toBe(413);
    expect(read).toBeLessThan(total);
    expect(await documentRows(who.user.id)).toEqual([]);
  });
});

describe("over a real connection", () => {
  it("refused uploads are answered while the browser sends the rest, nothing hangs, and an accepted one is stored", async () => {
    const served = await createTestApp();
    try {
      const address = await served.app.listen({ port: 0, host: "127.0.0.1" });
      const who = await customer(served);
      const send = (bytes: Buffer, name: string) => {
        const form = new FormData();
        form.append("kind", "formation");
        form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
        return fetch(`${address}/api/onboarding/documents`, {
          method: "POST",
          body: form,
          headers: { origin: address, cookie: who.cookie },
        });
      };
      const program = Buffer.concat([EXE, Buffer.alloc(MAX_DOCUMENT_BYTES - EXE.length, 0x90)]);
      const refused = await send(program, "x.pdf");
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({ success: false, message: M.documentWrongType });
      const tooLarge = await send(pdfOfSize(MAX_DOCUMENT_BYTES + 1), "big.pdf");
      expect(tooLarge.status).toBe(413);
      // Announced larger than the route takes: answered unread, the connection cut after the answer.
      const announcedTooLarge = await send(pdfOfSize(MAX_DOCUMENT_BYTES + 512 * 1024), "bigger.pdf");
      expect(announcedTooLarge.status).toBe(413);
      const accepted = await send(pdfOfSize(2 * 1024 * 1024), "fine.pdf");
      expect(accepted.status).toBe(201);
      const rows = await served.db
        .selectFrom("application_documents")
        .select("name")
        .where("user_id", "=", who.user.id)
        .execute();
      expect(rows).toEqual([{ name: "fine.pdf" }]);
    } finally {
      await served.close();
    }
  });
});

describe("the form", () => {
  it("without a file part is 400", async () => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: DOCUMENT_MESSAGES.documentFileRequired });
  });

  it("with the file under another field name is 400", async () => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "a.pdf",
      type: "application/pdf",
      bytes: PDF,
      field: "document",
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [[], "kind"],
    [[["kind", "passport"]], "kind"],
    [[["kind", "identity"]], "personIndex"],
    [
      [
        ["kind", "identity"],
        ["personIndex", "x"],
      ],
      "personIndex",
    ],
    [
      [
        ["kind", "identity"],
        ["personIndex", "-1"],
      ],
      "personIndex",
    ],
  ] as [[string, string][], string][])("fields %j are 400 naming %s", async (fields, field) => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, fields, { name: "a.pdf", type: "application/pdf", bytes: PDF });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toContain(field);
    expect(await documentRows(who.user.id)).toEqual([]);
  });

  it("an ID for a person not (yet) listed is 400", async () => {
    const who = await customer(t);
    await patchApplication(t.app, who.cookie, { people: [OWNER] });
    const [fields, file] = identity(1);
    const response = await upload(t.app, who.cookie, fields, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: DOCUMENT_MESSAGES.documentPersonUnknown });
    const [ownFields, ownFile] = identity(0);
    expect((await upload(t.app, who.cookie, ownFields, ownFile)).statusCode).toBe(201);
  });

  it("fields sent after the file do not count", async () => {
    const who = await customer(t);
    const body = multipart([], { name: "a.pdf", type: "application/pdf", bytes: PDF });
    const withKindAfter = Buffer.concat([
      body.payload.subarray(0, body.payload.length - Buffer.byteLength(`--${body.contentType.split("=")[1]}--\r\n`)),
      Buffer.from(
        `--${body.contentType.split("=")[1]}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nformation\r\n--${body.contentType.split("=")[1]}--\r\n`,
      ),
    ]);
    const response = await postDocumentBody(t.app, who.cookie, body.contentType, withKindAfter);
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ["a JSON body", "application/json", '{"kind":"formation"}'],
    ["a urlencoded form", "application/x-www-form-urlencoded", "kind=formation"],
    ["text", "text/plain", "kind=formation"],
  ])("%s is 415", async (_name, contentType, payload) => {
    const who = await customer(t);
    const response = await postDocumentBody(t.app, who.cookie, contentType, payload);
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ["no boundary", "multipart/form-data", "--x\r\n"],
    [
      "a body cut off inside the file",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nformation\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 and then',
    ],
    ["garbage", "multipart/form-data; boundary=x", "\u0000\u0001garbage"],
    [
      "too many fields",
      "multipart/form-data; boundary=x",
      Array.from({ length: 8 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("") +
        "--x--\r\n",
    ],
  ])("a malformed body (%s) is a 4xx, never a 5xx", async (_name, contentType, payload) => {
    const who = await customer(t);
    const response = await postDocumentBody(t.app, who.cookie, contentType, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await documentRows(who.user.id)).toEqual([]);
  });
});

describe("the site's Origin is required (a cross-site form can send multipart)", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["no Origin", {}],
    ["a null Origin", { origin: "null" }],
    ["a cross-site fetch", { ...OWN_ORIGIN, "sec-fetch-site": "cross-site" }],
  ])("%s is 403 and stores nothing", async (_name, headers) => {
    const who = await customer(t);
    const [fields, file] = formation();
    const response = await upload(t.app, who.cookie, fields, file, headers);
    expect(response.statusCode).toBe(403);
    expect(await documentRows(who.user.id)).toEqual([]);
  });

  it("a configured origin of the site is accepted", async () => {
    const other = await createTestApp({ allowedOrigins: ["https://www.meridian.example"] });
    try {
      const who = await customer(other);
      const [fields, file] = formation();
      const response = await upload(other.app, who.cookie, fields, file, { origin: "https://www.meridian.example" });
      expect(response.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});

describe("reading back and removing", () => {
  it("answers the file as a download of its sniffed type, not cached, not sniffed, sandboxed", async () => {
    const who = await customer(t);
    const uploaded = documentOf(
      await upload(t.app, who.cookie, [["kind", "formation"]], {
        name: "résumé (final).txt",
        type: "text/html",
        bytes: PNG,
      }),
    );
    const response = await getDocument(who, uploaded.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `attachment; filename="resume (final).png"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29.png`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox",
    });
  });

  it("DELETE removes it (200), after which it is 404", async () => {
    const who = await customer(t);
    const [fields, file] = formation();
    const uploaded = documentOf(await upload(t.app, who.cookie, fields, file));
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/onboarding/documents/${uploaded.id}`,
      headers: { ...OWN_ORIGIN, cookie: who.cookie },
    });
    expect(removal.statusCode).toBe(200);
    expect(removal.json()).toEqual({ success: true, message: M.documentRemoved });
    expect((await getDocument(who, uploaded.id)).statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: "DELETE",
      url: `/api/onboarding/documents/${uploaded.id}`,
      headers: { cookie: who.cookie, origin: "https://evil.example" },
    });
    expect(foreignDelete.statusCode).toBe(403);
  });
});

/** A PNG whose bytes go on as an SVG with a script: what a browser would run if it took the name's word for it. */
const PNG_SVG_POLYGLOT = Buffer.concat([
  PNG,
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'),
]);

describe("the name a document is kept and downloaded under", () => {
  it.each([
    ["a PDF named x.html", "x.html", PDF, "application/pdf", "x.pdf", `filename="x.pdf"; filename*=UTF-8''x.pdf`],
    [
      "a PNG and SVG polyglot named x.svg",
      "x.svg",
      PNG_SVG_POLYGLOT,
      "image/png",
      "x.png",
      `filename="x.png"; filename*=UTF-8''x.png`,
    ],
    [
      "PNG bytes named scan.jpeg",
      "scan.jpeg",
      PNG,
      "image/png",
      "scan.png",
      `filename="scan.png"; filename*=UTF-8''scan.png`,
    ],
    [
      "a PDF named \u202Efdp.exe (reads exe.pdf)",
      "\u202Efdp.exe",
      PDF,
      "application/pdf",
      "fdp.pdf",
      `filename="fdp.pdf"; filename*=UTF-8''fdp.pdf`,
    ],
    [
      "a PDF with zero-width, BOM, isolate and C1 characters in its name",
      "\uFEFFin\u200Bvoice\u2067\u0085 2026\u061C.pdf",
      PDF,
      "application/pdf",
      "invoice 2026.pdf",
      `filename="invoice 2026.pdf"; filename*=UTF-8''invoice%202026.pdf`,
    ],
    [
      "Müller.pdf, in UTF-8",
      "Müller.pdf",
      PDF,
      "application/pdf",
      "Müller.pdf",
      `filename="Muller.pdf"; filename*=UTF-8''M%C3%BCller.pdf`,
    ],
    [
      "a JPEG named 契約書.JPEG",
      "契約書.JPEG",
      JPEG,
      "image/jpeg",
      "契約書.jpg",
      `filename="document.jpg"; filename*=UTF-8''%E5%A5%91%E7%B4%84%E6%9B%B8.jpg`,
    ],
    [
      "a PDF named only .html",
      ".html",
      PDF,
      "application/pdf",
      "html.pdf",
      `filename="html.pdf"; filename*=UTF-8''html.pdf`,
    ],
    [
      "a PDF named only direction marks",
      "\u202E\u202D\u200F",
      PDF,
      "application/pdf",
      "document.pdf",
      `filename="document.pdf"; filename*=UTF-8''document.pdf`,
    ],
  ] as [string, string, Buffer, DocumentContentType, string, string][])(
    "%s is kept, listed and downloaded as its type says",
    async (_case, sent, bytes, contentType, kept, disposition) => {
      const who = await customer(t);
      const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
        name: sent,
        type: "application/octet-stream",
        bytes,
      });
      expect(response.statusCode, response.body).toBe(201);
      const document = documentOf(response);
      expect(document).toMatchObject({ name: kept, contentType });
      expect((await documentRows(who.user.id)).map((row) => row.name)).toEqual([kept]);
      expect((await listedDocuments(who)).map((listed) => listed.name)).toEqual([kept]);
      const download = await getDocument(who, document.id);
      expect(download.statusCode).toBe(200);
      expect(download.headers).toMatchObject({
        "content-type": contentType,
        "content-disposition": `attachment; ${disposition}`,
        "x-content-type-options": "nosniff",
      });
      expect(download.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it("a name sent as RFC 5987's filename* is read as UTF-8 too", async () => {
    const who = await customer(t);
    const response = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "",
      type: "application/pdf",
      bytes: PDF,
      filenameParameter: "filename*=UTF-8''M%C3%BCller%20GmbH.pdf",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(documentOf(response).name).toBe("Müller GmbH.pdf");
  });

  it("a document stored before names were cleaned is listed and downloaded under the clean name", async () => {
    const who = await customer(t);
    const stored = documentOf(
      await upload(t.app, who.cookie, [["kind", "formation"]], { name: "a.pdf", type: "application/pdf", bytes: PDF }),
    );
    // As an earlier version kept it: the customer's name as sent.
    await t.db
      .updateTable("application_documents")
      .set({ name: "statement\u202Elmth.exe" })
      .where("id", "=", stored.id)
      .execute();
    expect((await listedDocuments(who)).map((listed) => listed.name)).toEqual(["statementlmth.pdf"]);
    const download = await getDocument(who, stored.id);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="statementlmth.pdf"; filename*=UTF-8''statementlmth.pdf`,
    );
  });

  it("keeps the file's own name only, cleaned, with its type's extension, at most 100 characters", () => {
    expect(documentName("../../etc/\u202Epasswd\u0007.pdf", "application/pdf")).toBe("passwd.pdf");
    expect(documentName("C:\\Users\\grace\\ID.jpg", "image/jpeg")).toBe("ID.jpg");
    expect(documentName("\u0000\u001f", "application/pdf")).toBe("document.pdf");
    expect(documentName("..", "image/png")).toBe("document.png");
    expect(documentName("Q3 report v1.2", "application/pdf")).toBe("Q3 report v1.2.pdf");
    expect(documentName("archive.tar.gz", "application/pdf")).toBe("archive.tar.pdf");
    expect(documentName("  spaced \t out .PDF ", "application/pdf")).toBe("spaced out.pdf");
    // Decomposed (as macOS names files) or composed, one name.
    expect(documentName("Mu\u0308ller.pdf", "application/pdf")).toBe("Müller.pdf");
    const long = documentName(`${"é".repeat(150)}.pdf`, "application/pdf");
    expect(Array.from(long)).toHaveLength(MAX_NAME_LENGTH);
    expect(long.endsWith("é.pdf")).toBe(true);
    // Never half an emoji at the cut.
    expect(documentName(`${"a".repeat(95)}🇩🇪🇫🇷.pdf`, "application/pdf")).toBe(`${"a".repeat(95)}🇩🇪.pdf`);
    expect(asciiFileName('résumé "final" 100%.pdf')).toBe("resume _final_ 100_.pdf");
  });

  it("cleaning a cleaned name changes nothing, and no clean name holds a control or direction character", () => {
    const type = fc.constantFrom<DocumentContentType>("application/pdf", "image/png", "image/jpeg");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), type, (name, contentType) => {
        const once = documentName(name, contentType);
        expect(documentName(once, contentType)).toBe(once);
        expect(once).not.toMatch(/[\p{Cc}\p{Cf}\/\\]/u);
        expect(
          once.endsWith({ "application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg" }[contentType]),
        ).toBe(true);
        expect(asciiFileName(once)).toMatch(/^[\x20-\x7e]+$/);
        expect(asciiFileName(once)).not.toMatch(/["\\%]/);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("at rest", () => {
  it("is ciphertext: no plaintext in the table, and another key does not open it", async () => {
    const who = await customer(t);
    const uploaded = documentOf(
      await upload(t.app, who.cookie, [["kind", "formation"]], { name: "a.png", type: "image/png", bytes: PNG }),
    );
    const [row] = await documentRows(who.user.id);
    expect(row!.id).toBe(uploaded.id);
    const sealed = Buffer.from(row!.sealed);
    expect(sealed.includes(Buffer.from("IHDR-plaintext-marker-png"))).toBe(false);
    expect(sealed.includes(PNG.subarray(0, 8))).toBe(false);

    const key = t.app.deps.documentKey;
    expect(openDocument(key, sealed, row!.id, who.user.id).equals(PNG)).toBe(true);
    expect(() =>
      openDocument(deriveKey(Buffer.alloc(32, 7), "onboarding-documents"), sealed, row!.id, who.user.id),
    ).toThrow();
    // The documents key is its own: the service key itself, or another purpose's key, does not open it either.
    expect(() => openDocument(t.app.serviceKey, sealed, row!.id, who.user.id)).toThrow();
    expect(() => openDocument(deriveKey(t.app.serviceKey, "recovery-codes"), sealed, row!.id, who.user.id)).toThrow();
  });

  it("a sealed file moved onto another document (or owner) does not open", async () => {
    const who = await customer(t);
    const [fields, file] = formation();
    const first = documentOf(await upload(t.app, who.cookie, fields, file));
    const second = documentOf(
      await upload(t.app, who.cookie, [["kind", "formation"]], { name: "b.jpg", type: "image/jpeg", bytes: JPEG }),
    );
    const rows = await documentRows(who.user.id);
    const sealedFirst = Buffer.from(rows.find((row) => row.id === first.id)!.sealed);
    const key = t.app.deps.documentKey;
    expect(() => openDocument(key, sealedFirst, second.id, who.user.id)).toThrow();
    expect(() => openDocument(key, sealedFirst, first.id, "another-user")).toThrow();

    await t.db.updateTable("application_documents").set({ sealed: sealedFirst }).where("id", "=", second.id).execute();
    const response = await getDocument(who, second.id);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("%PDF");
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.serverError });
  });
});

const MB = 1024 * 1024;

/** Uploads a formation PDF of `size` bytes to `app` as `who`. */
const uploadPdf = (app: TestApp, who: Customer, size: number, name = "statement.pdf") =>
  upload(app.app, who.cookie, [["kind", "formation"]], { name, type: "application/pdf", bytes: pdfOfSize(size) });

const statusesOf = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

async function storedBytes(db: TestApp["db"], userId: string): Promise<number> {
  const rows = await db.selectFrom("application_documents").select("size").where("user_id", "=", userId).execute();
  return rows.reduce((total, row) => total + Number(row.size), 0);
}

describe("the limits of an application: 20 documents and 60 MB in all", () => {
  it("the 21st document is refused with 413 and leaves nothing; once one is removed, a new one fits", async () => {
    const who = await customer(t);
    const [fields, file] = formation();
    for (let i = 0; i < MAX_DOCUMENTS_PER_APPLICATION; i += 1) {
      expect((await upload(t.app, who.cookie, fields, file)).statusCode).toBe(201);
    }
    const refused = await upload(t.app, who.cookie, fields, { ...file, name: "twenty-first.pdf" });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.tooManyDocuments });
    const rows = await documentRows(who.user.id);
    expect(rows).toHaveLength(MAX_DOCUMENTS_PER_APPLICATION);
    expect(rows.map((row) => row.name)).not.toContain("twenty-first.pdf");
    const listed = await listedDocuments(who);
    expect(listed).toHaveLength(MAX_DOCUMENTS_PER_APPLICATION);

    // What the message says to do works.
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/onboarding/documents/${listed[0]!.id}`,
      headers: { cookie: who.cookie },
    });
    expect(removal.statusCode).toBe(200);
    expect((await upload(t.app, who.cookie, fields, { ...file, name: "twenty-first.pdf" })).statusCode).toBe(201);
    expect(await documentRows(who.user.id)).toHaveLength(MAX_DOCUMENTS_PER_APPLICATION);
  });

  it("an upload that would take the documents past 60 MB is refused with 413 and leaves nothing; exactly 60 MB fits", async () => {
    const who = await customer(t);
    for (let i = 0; i < 5; i += 1) expect((await uploadPdf(t, who, MAX_DOCUMENT_BYTES)).statusCode).toBe(201);
    expect((await uploadPdf(t, who, 9 * MB)).statusCode).toBe(201);
    // 59 MB held: 2 MB more is refused while it streams in, at the byte that passes 60 MB.
    const over = await uploadPdf(t, who, 2 * MB, "over.pdf");
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.applicationDocumentsTooLarge });
    expect(await documentRows(who.user.id)).toHaveLength(6);
    // Exactly the room left fits; then even the smallest file is refused before a byte of it is read.
    expect((await uploadPdf(t, who, MAX_APPLICATION_DOCUMENT_BYTES - 59 * MB, "last.pdf")).statusCode).toBe(201);
    expect(await storedBytes(t.db, who.user.id)).toBe(MAX_APPLICATION_DOCUMENT_BYTES);
    const full = await upload(t.app, who.cookie, [["kind", "formation"]], {
      name: "tiny.pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.applicationDocumentsTooLarge });
    const rows = await documentRows(who.user.id);
    expect(rows.map((row) => row.name).sort()).not.toContain("over.pdf");
    expect(rows.map((row) => row.name)).not.toContain("tiny.pdf");
    expect(await listedDocuments(who)).toHaveLength(7);
    expect(await storedBytes(t.db, who.user.id)).toBe(MAX_APPLICATION_DOCUMENT_BYTES);
  });

  it("25 uploads at once store exactly 20; the other 5 are 413 and leave nothing", async () => {
    const who = await customer(t);
    const [fields, file] = formation();
    const answers = await Promise.all(Array.from({ length: 25 }, () => upload(t.app, who.cookie, fields, file)));
    expect(statusesOf(answers)).toEqual([...Array<number>(20).fill(201), ...Array<number>(5).fill(413)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413)) {
      expect(refused.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.tooManyDocuments });
    }
    expect(await documentRows(who.user.id)).toHaveLength(MAX_DOCUMENTS_PER_APPLICATION);
    expect(await listedDocuments(who)).toHaveLength(MAX_DOCUMENTS_PER_APPLICATION);
  });

  it("eight uploads of 9 MB at once store six (54 MB): the seventh would pass 60 MB", async () => {
    const who = await customer(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => uploadPdf(t, who, 9 * MB)));
    expect(statusesOf(answers)).toEqual([201, 201, 201, 201, 201, 201, 413, 413]);
    for (const refused of answers.filter((answer) => answer.statusCode === 413)) {
      expect(refused.json()).toEqual({ success: false, message: DOCUMENT_MESSAGES.applicationDocumentsTooLarge });
    }
    expect(await documentRows(who.user.id)).toHaveLength(6);
    expect(await storedBytes(t.db, who.user.id)).toBe(54 * MB);
  });

  // Two apps on one database are two instances as far as the database can tell: two pools, two sets of locks.
  // SQLite is one file a process writes through one connection (two in one thread would wait on each other), so the
  // case is defined under the PostgreSQL project only.
  if (TEST_ENGINE === "postgres")
    it("two instances on one PostgreSQL database, uploads split between them: at most 20 documents and 60 MB", async () => {
      const databaseUrl = await freshDatabaseUrl();
      const secretKey = `${"0".repeat(63)}2`;
      const a = await createTestApp({ databaseUrl, secretKey });
      const b = await createTestApp({ databaseUrl, secretKey });
      try {
        const instances = [a, b];
        const many = await customer(a);
        const [fields, file] = formation();
        const small = await Promise.all(
          Array.from({ length: 25 }, (_, i) => upload(instances[i % 2]!.app, many.cookie, fields, file)),
        );
        expect(statusesOf(small)).toEqual([...Array<number>(20).fill(201), ...Array<number>(5).fill(413)]);
        const rows = await a.db
          .selectFrom("application_documents")
          .select("id")
          .where("user_id", "=", many.user.id)
          .execute();
        expect(rows).toHaveLength(MAX_DOCUMENTS_PER_APPLICATION);

        const large = await customer(b);
        const big = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadPdf(instances[i % 2]!, large, 9 * MB)));
        expect(statusesOf(big)).toEqual([201, 201, 201, 201, 201, 201, 413, 413]);
        expect(await storedBytes(b.db, large.user.id)).toBe(54 * MB);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
});
