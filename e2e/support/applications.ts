// Business applications made through the customer's API, as a customer makes them: sign up, verify the address
// with the mailed link, fill in the business and its people (PATCH), upload a formation PDF and a JPEG photo ID per
// person, and submit. Each applicant has a request context (cookie jar) of their own. The reviewers' specs seed
// their queue with it; the customer's specs may use its pieces.
import { expect, request as requests, type APIRequestContext } from "@playwright/test";
import {
  ONBOARDING_API_PATHS,
  type Application,
  type ApplicationDocument,
  type Business,
  type DocumentKind,
  type Person,
} from "@bank/contracts";
import { createAccount, signInThroughApi, type TestAccount } from "./accounts.ts";

/** A small PDF: the service knows a document by its bytes (%PDF-), not by its name or declared type. */
export const SAMPLE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);

/** An 8 by 8 pixel JPEG, as Chromium's canvas writes one. */
export const SAMPLE_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh" +
    "Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" +
    "AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB" +
    "UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA" +
    "AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y" +
    "WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM" +
    "ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0o" +
    "OjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2Nj" +
    "Y2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/" +
    "xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIR" +
    "AxEAPwCMApBz/9k=",
  "base64",
);

/** A one-page PDF, its objects at the offsets its cross-reference table gives (so any reader takes it as it is). */
function pdfOf(objects: readonly string[]): Buffer {
  let text = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const at = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  text += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

/** Where a test listens for the uploader's scripts: any request to a path with this in it means one ran. */
export const SCRIPT_RAN = "/api/e2e-uploader-script-ran";

/**
 * A PDF whose opening action is JavaScript that tries everything a PDF's script can do in a browser's viewer (an
 * alert, a new tab, a request, a form post, a mail) and writes into a form field; it shows one line of text.
 */
export function scriptedPdf(origin: string): Buffer {
  const attempts = ["app.alert('pdf script ran')", `app.launchURL('${origin}${SCRIPT_RAN}/launch', true)`]
    .concat([`this.getURL('${origin}${SCRIPT_RAN}/get')`, `this.submitForm('${origin}${SCRIPT_RAN}/submit')`])
    .concat(["app.mailMsg({cTo: 'someone@example.com'})"])
    .map((call) => `try { ${call}; } catch (e) {}`)
    .join(" ");
  const script = `this.getField('f').value = 'pdf script ran'; ${attempts}`.replace(/([()\\])/g, "\\$1");
  const content = "BT /F1 24 Tf 40 120 Td (Certificate of formation) Tj ET";
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /AcroForm << /Fields [7 0 R] /NeedAppearances true >> >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> /Annots [7 0 R] >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /S /JavaScript /JS (${script}) >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /Rect [40 40 360 80] /P 3 0 R /DA (/F1 14 Tf 0 g) /V (untouched) >>",
  ]);
}

/** An HTML page with a script behind a JPEG's first bytes: the service keeps it as the JPEG it claims to be. */
export function htmlAsJpeg(origin: string): Buffer {
  return Buffer.concat([
    SAMPLE_JPEG.subarray(0, 4),
    Buffer.from(
      `<html><body><script>fetch('${origin}${SCRIPT_RAN}/html')</script>` +
        `<img src="x" onerror="fetch('${origin}${SCRIPT_RAN}/onerror')"></body></html>`,
    ),
  ]);
}

/** A complete business; the legal name tells test applications apart in the queue. */
export function sampleBusiness(legalName: string): Business {
  return {
    legalName,
    entityType: "llc",
    ein: "12-3456789",
    formationState: "DE",
    formationDate: "2019-04-02",
    address: { line1: "500 Market Street", line2: "Suite 4", city: "Wilmington", state: "DE", zip: "19801" },
    website: "https://example.com",
    industry: "software",
    description: "Builds accounting software for small shops and cafes.",
    monthlyVolume: "10k_100k",
    cryptoUse: { planned: false },
  };
}

/** One person who owns 60% and controls the business. */
export function samplePeople(names: Pick<TestAccount, "firstName" | "lastName">): Person[] {
  return [
    {
      firstName: names.firstName,
      lastName: names.lastName,
      title: "Chief executive",
      ownershipPercent: 60,
      isController: true,
      dateOfBirth: "1985-12-10",
      address: { line1: "12 Elm Street", city: "Dover", state: "DE", zip: "19901" },
    },
  ];
}

export interface Applicant {
  account: TestAccount;
  /** The applicant's own signed-in request context: close it with dispose() when done. */
  api: APIRequestContext;
  baseURL: string;
}

/** A new customer, signed up, with their address verified through the mailed link (createAccount), and signed in. */
export async function newApplicant(baseURL: string, names: Partial<TestAccount> = {}): Promise<Applicant> {
  const api = await requests.newContext({ baseURL });
  // createAccount follows the verification link it was mailed.
  const account = await createAccount(api, names);
  await signInThroughApi(api, account);
  return { account, api, baseURL };
}

/** GET the applicant's application (an empty draft the first time). */
export async function readApplication({ api }: Applicant): Promise<Application> {
  const response = await api.get(ONBOARDING_API_PATHS.application);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { application: Application }).application;
}

/** PATCH the sections given (a JSON Merge Patch: business merges into the stored one, people replace the list). */
export async function patchApplication(
  { api }: Applicant,
  sections: { business?: Partial<Business>; people?: Partial<Person>[] },
): Promise<Application> {
  const response = await api.patch(ONBOARDING_API_PATHS.application, { data: sections });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { application: Application }).application;
}

export interface UploadedFile {
  kind: DocumentKind;
  personIndex?: number;
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** POST a document as the page does: multipart, kind and personIndex before the file, from the site's own origin. */
export async function uploadDocument({ api, baseURL }: Applicant, file: UploadedFile): Promise<ApplicationDocument> {
  const response = await api.post(ONBOARDING_API_PATHS.documents, {
    headers: { origin: new URL(baseURL).origin },
    multipart: {
      kind: file.kind,
      ...(file.personIndex === undefined ? {} : { personIndex: String(file.personIndex) }),
      file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { document: ApplicationDocument }).document;
}

/** POST submit: the application goes to the reviewers' queue. */
export async function submitApplication({ api }: Applicant): Promise<Application> {
  const response = await api.post(ONBOARDING_API_PATHS.submit);
  expect(response.status(), await response.text()).toBe(200);
  const { application } = (await response.json()) as { application: Application };
  expect(application.status).toBe("submitted");
  return application;
}

export interface SeededApplication {
  applicant: Applicant;
  application: Application;
  /** The names the documents are kept under (as the service cleaned them): the formation PDF and the JPEG ID. */
  files: { formation: string; identity: string };
}

/**
 * A customer with a complete application in the queue: business and one person, a formation PDF and a JPEG ID,
 * submitted. `sent` names the files as uploaded (by default clean names made of the legal name), `contents` gives
 * their bytes (SAMPLE_PDF and SAMPLE_JPEG by default). Dispose of `applicant.api` when the test is done with it.
 */
export async function seedSubmittedApplication(
  baseURL: string,
  legalName: string,
  names: Partial<TestAccount> = {},
  sent?: { formation: string; identity: string },
  contents: { formation: Buffer; identity: Buffer } = { formation: SAMPLE_PDF, identity: SAMPLE_JPEG },
): Promise<SeededApplication> {
  const applicant = await newApplicant(baseURL, names);
  await readApplication(applicant);
  await patchApplication(applicant, {
    business: sampleBusiness(legalName),
    people: samplePeople(applicant.account),
  });
  const slug = legalName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const fileNames = sent ?? { formation: `${slug}-certificate.pdf`, identity: `${slug}-passport.jpg` };
  const formation = await uploadDocument(applicant, {
    kind: "formation",
    name: fileNames.formation,
    mimeType: "application/pdf",
    buffer: contents.formation,
  });
  const identity = await uploadDocument(applicant, {
    kind: "identity",
    personIndex: 0,
    name: fileNames.identity,
    mimeType: "image/jpeg",
    buffer: contents.identity,
  });
  const files = { formation: formation.name, identity: identity.name };
  return { applicant, application: await submitApplication(applicant), files };
}
