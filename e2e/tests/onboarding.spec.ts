// The customer's side of business onboarding (issue 14): the application on /identity-verification over two
// visits, uploads, submit, a reviewer's request for information answered, approval on the dashboard, the mails;
// with the page's accessibility, keyboard use and JavaScript budget checked on the way.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  ADMIN_API_PATHS,
  APPLICATION_STATUS_LABELS,
  MAX_DOCUMENT_BYTES,
  ONBOARDING_API_PATHS,
  ADDRESS_FIELD_TEXTS as A,
  APPLICATION_CARD_TEXTS as C,
  APPLICATION_STEPS,
  APPLICATION_STATUS_TEXTS as S,
  ONBOARDING_BUSINESS_TEXTS as B,
  ONBOARDING_DOCUMENTS_TEXTS as D,
  ONBOARDING_FORM_TEXTS as T,
  ONBOARDING_PAGE_TEXTS as P,
  ONBOARDING_PEOPLE_TEXTS as PE,
  ONBOARDING_REVIEW_TEXTS as R,
  ONBOARDING_MESSAGES as M,
  ONBOARDING_VERIFY_TEXTS as V,
  RECOVERY_TEXTS,
  type Application,
} from "@bank/contracts";
import {
  createAccount,
  enableTwoFactorThroughApi,
  signInThroughApi,
  signInToDashboard,
  type TestAccount,
  totpCode,
} from "../support/accounts.ts";
import { mailedLink, mailedLinkCount } from "../support/outbox.ts";
import { grantStaffWithCommand } from "../support/staff.ts";
import { SCRIPT_BUDGET } from "../support/page-weight.ts";
import { watchedTab } from "../support/site-pages.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";

const PAGE = "/identity-verification";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  Buffer.alloc(2048, 7),
]);

/** A customer who verified their address with the mailed link, signed in through the form in the page's context. */
async function verifiedCustomer(page: Page, names: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account = await createAccount(page.request, names, { verified: false });
  await page.goto(await mailedLink(account.email, "/email-verification"));
  await expect(page.getByRole("heading", { level: 1, name: RECOVERY_TEXTS.verifiedTitle })).toBeVisible();
  // Remembered in this browser, as the form's sign-in does: /identity-verification reads it.
  await signInToDashboard(page, account);
  return account;
}

/** A reviewer with approve (and 2FA, which the console asks of staff) signed in through the API, so fresh for step-up. */
async function reviewer(request: APIRequestContext): Promise<void> {
  const account = await createAccount(request, { firstName: "Rita", lastName: "Reviewer" });
  await signInThroughApi(request, account);
  const secret = await enableTwoFactorThroughApi(request);
  await grantStaffWithCommand(account.email, "approve");
  await signInThroughApi(request, account, totpCode(secret, 1));
}

async function decide(request: APIRequestContext, email: string, decision: string, note?: string): Promise<void> {
  const queue = await request.get(ADMIN_API_PATHS.applications);
  expect(queue.status(), await queue.text()).toBe(200);
  const { applications } = (await queue.json()) as { applications: { id: string; applicant: { email: string } }[] };
  const mine = applications.find((application) => application.applicant.email === email);
  expect(mine, `${email} in the queue`).toBeTruthy();
  const answer = await request.post(ADMIN_API_PATHS.applicationDecision(mine!.id), { data: { decision, note } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Waits for the quiet status line to say the last change was saved. */
async function saved(page: Page): Promise<void> {
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
}

async function openApplication(page: Page, step?: string): Promise<void> {
  await page.goto(step ? `${PAGE}?step=${step}` : PAGE);
  await expect(page.getByRole("navigation", { name: T.stepsLabel })).toBeVisible();
}

async function fillBusiness(page: Page): Promise<void> {
  await page.getByLabel(B.legalName, { exact: true }).fill("Analytical Engines LLC");
  await page.getByLabel(B.entityType).selectOption({ label: "Limited liability company (LLC)" });
  await page.getByLabel(B.ein).fill("12-3456789");
  await page.getByLabel(B.formationState).selectOption("DE");
  await page.getByLabel(B.formationDate).fill("2019-04-01");
  const address = page.getByRole("group", { name: B.addressLegend });
  await address.getByLabel(A.line1).fill("1 Market Street");
  await address.getByLabel(A.city).fill("San Francisco");
  await address.getByLabel(A.state, { exact: true }).selectOption("CA");
  await address.getByLabel(A.zip).fill("94105");
  await page.getByLabel(B.industry).selectOption("software");
  await page.getByLabel(B.description).fill("We build calculating engines and sell software for them to banks.");
  await page.getByLabel(B.monthlyVolume).selectOption("10k_100k");
  await page.getByRole("group", { name: B.cryptoLegend }).getByLabel(T.no).check();
}

async function fillPerson(page: Page, index: number): Promise<void> {
  const person = page.getByRole("group", { name: PE.personHeading(index), exact: true });
  await person.getByLabel(PE.title).fill("Managing member");
  await person.getByLabel(PE.ownershipPercent).fill("100");
  await person.getByLabel(PE.isController).check();
  await person.getByLabel(PE.dateOfBirth).fill("1985-12-10");
  const home = person.getByRole("group", { name: PE.addressLegend });
  await home.getByLabel(A.line1).fill("12 Elm Street");
  await home.getByLabel(A.city).fill("Oakland");
  await home.getByLabel(A.state, { exact: true }).selectOption("CA");
  await home.getByLabel(A.zip).fill("94607");
  await home.getByLabel(A.zip).blur();
}

/** The bodies of the mails written to `email`, quoted-printable undone. */
function mailsTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? path.resolve("test-results", "data"), "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
    .map((text) =>
      text
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((text) => text.includes(`To: ${email}`));
}

test.describe("business application, the customer's side", () => {
  test("a signed-out visitor reads the explanation and its link to sign up, and loads no application code", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(PAGE);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: P.title })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start your application" })).toHaveAttribute("href", "/signup");
    expect(scripts.filter((url) => /mount|Step/.test(url))).toEqual([]);
  });

  test("sign-up to approval: two visits, uploads, a request for information answered, the dashboard and the mails", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The site's tag is not configured in tests: a stand-in records the conversion events the page sends.
    await page.addInitScript(() => {
      const events: unknown[] = [];
      Object.assign(window, { conversions: events, gtag: (...args: unknown[]) => events.push(args) });
    });
    const account = await verifiedCustomer(page, { firstName: "Ada", lastName: "Lovelace" });

    // The dashboard's card: a draft to continue.
    const card = page.getByTestId("application-card");
    await expect(card).toContainText(APPLICATION_STATUS_LABELS.draft);
    await card.getByRole("link", { name: C.draftAction }).click();
    await expect(page).toHaveURL(/\/identity-verification\?step=business$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(P.title);
    await expect(page.getByRole("link", { name: "Business", exact: true })).toHaveAttribute("aria-current", "step");

    // Blur checks a field with the draft schema: the message sits under it, tied to it.
    const ein = page.getByLabel(B.ein);
    await ein.fill("07-1234567");
    await ein.blur();
    await expect(ein).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#field-business-ein-error")).toHaveText(M.einPrefix);
    await expect(ein).toHaveAttribute("aria-describedby", /field-business-ein-error/);

    // Continue says what is missing, each a link to its field.
    await page.getByRole("button", { name: T.continue }).click();
    const missing = page.getByRole("group", { name: T.missingTitle });
    await expect(missing).toContainText(M.legalNameRequired);
    await missing.getByRole("link", { name: M.legalNameRequired }).click();
    await expect(page.getByLabel(B.legalName, { exact: true })).toBeFocused();

    await fillBusiness(page);
    await ein.blur();
    await saved(page);
    await page.getByRole("button", { name: T.continue }).click();
    await expect(page).toHaveURL(/step=owners/);
    await expect(page.getByRole("heading", { level: 2, name: PE.heading })).toBeFocused();

    // First visit ends with one person half filled in.
    await page.getByRole("button", { name: PE.add }).click();
    const first = page.getByLabel(PE.firstName);
    await expect(first).toBeFocused();
    await first.fill("Ada");
    await page.getByLabel(PE.lastName).fill("Lovelace");
    await page.getByLabel(PE.lastName).blur();
    await saved(page);
    await page.goto("/dashboard");
    await expect(card).toContainText(APPLICATION_STATUS_LABELS.draft);

    // Second visit: the page opens where the data stops, with everything typed before.
    await openApplication(page);
    await expect(page).toHaveURL(/step=owners/);
    await expect(page.getByLabel(PE.firstName)).toHaveValue("Ada");
    await page.getByRole("link", { name: "Business", exact: true }).click();
    await expect(page.getByLabel(B.legalName, { exact: true })).toHaveValue("Analytical Engines LLC");
    await page.goBack();
    await expect(page).toHaveURL(/step=owners/);
    await fillPerson(page, 0);
    await saved(page);
    await page.getByRole("button", { name: T.continue }).click();
    await expect(page).toHaveURL(/step=documents/);

    // Documents: by their bytes, not their names; the size is checked before sending.
    const formation = page.getByLabel(D.fileLabel(D.formationHeading));
    await formation.setInputFiles({
      name: "articles.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not a pdf at all"),
    });
    await expect(page.locator("#field-documents-formation-error")).toHaveText(M.documentWrongType);
    await formation.setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x25),
    });
    await expect(page.locator("#field-documents-formation-error")).toHaveText(M.documentTooLarge);
    await formation.setInputFiles({ name: "articles.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByRole("link", { name: D.download("articles.pdf") })).toBeVisible();
    await expect(page.locator("#field-documents-formation-error")).toHaveCount(0);
    const id = page.getByLabel(D.fileLabel(D.identityHeading("Ada Lovelace")));
    await id.setInputFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await expect(page.getByRole("link", { name: D.download("passport.jpg") })).toBeVisible();
    await page.getByRole("button", { name: T.continue }).click();

    // Review: complete; submit sends kyc_completion and shows when a decision is due.
    await expect(page).toHaveURL(/step=review/);
    await expect(page.getByText(R.complete)).toBeVisible();
    await expect(page.getByRole("region", { name: B.heading })).toContainText("Analytical Engines LLC");
    await page.getByRole("button", { name: R.submit }).click();
    await expect(page.getByText(M.applicationSubmitted)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: S.submittedTitle })).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", /\d{4}-\d{2}-\d{2}T/);
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { conversions: unknown[] }).conversions)),
    ).toContain("kyc_completion");
    const answer = await page.request.patch(ONBOARDING_API_PATHS.application, { data: { business: {} } });
    expect(answer.status()).toBe(409);

    // A reviewer asks for more information; the customer sees the note, changes a field, and sends it again.
    const staff = await playwright.request.newContext({ baseURL });
    await reviewer(staff);
    const note = "Please give the trade name the business uses with its customers.";
    await decide(staff, account.email, "request_info", note);
    await page.goto("/dashboard");
    await expect(card).toContainText(APPLICATION_STATUS_LABELS.needs_info);
    await expect(card).toContainText(note);
    await openApplicationStatus(page);
    await expect(page.getByRole("heading", { level: 2, name: S.needsInfoTitle })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await page.getByRole("button", { name: S.needsInfoAction }).click();
    await expect(page).toHaveURL(/step=business/);
    await expect(page.getByRole("complementary", { name: APPLICATION_STATUS_LABELS.needs_info })).toContainText(note);
    const tradeName = page.getByLabel(`${B.tradeName} ${T.optional}`);
    await tradeName.fill("Engines");
    await tradeName.blur();
    await saved(page);
    await page.getByRole("link", { name: "Review and submit" }).click();
    await page.getByRole("button", { name: R.resubmit }).click();
    await expect(page.getByRole("heading", { level: 2, name: S.submittedTitle })).toBeVisible();

    // Approved: the business is open, and the dashboard shows it (by its trade name) in place of the application.
    await decide(staff, account.email, "approve");
    await page.goto("/dashboard");
    await expect(page.getByTestId("overview-business")).toContainText("Engines");
    await expect(page.getByTestId("total-balance")).toHaveText("$0.00");
    await expect(card).toHaveCount(0);
    await staff.dispose();

    const mails = mailsTo(account.email);
    expect(mails.filter((mail) => mail.includes("we have your business application"))).toHaveLength(2);
    expect(mails.filter((mail) => mail.includes("we need more information for your application"))).toHaveLength(1);
    expect(mails.filter((mail) => mail.includes("your business application is approved"))).toHaveLength(1);
  });

  test("an unverified address is told to verify it before starting, with a new link offered; verified, the steps open", async ({
    page,
  }) => {
    const account = await createAccount(page.request, {}, { verified: false });
    await signInToDashboard(page, account);
    await page.goto(PAGE);
    const verify = page.getByRole("region", { name: V.title });
    await expect(page.getByRole("heading", { level: 2, name: V.title })).toBeFocused();
    await expect(verify).toContainText(account.email);
    await expect(verify.getByRole("button", { name: RECOVERY_TEXTS.resend })).toBeVisible();
    await expect(page.getByRole("navigation", { name: T.stepsLabel })).toHaveCount(0);
    await expectNoAxeViolations(page, "verify first");
    await shoot(page, "onboarding-verify-first");
    // The service agrees: nothing is saved or stored until the address is verified.
    const patch = await page.request.patch(ONBOARDING_API_PATHS.application, { data: completeApplication() });
    expect(patch.status()).toBe(403);
    expect(await patch.json()).toMatchObject({ emailNotVerified: true });
    const upload = await page.request.post(ONBOARDING_API_PATHS.documents, {
      headers: { origin: new URL(page.url()).origin },
      multipart: { kind: "formation", file: { name: "articles.pdf", mimeType: "application/pdf", buffer: PDF } },
    });
    expect(upload.status()).toBe(403);
    // A new link, then the link itself (which signs the account out everywhere), then signing in again.
    const mailedBefore = mailedLinkCount(account.email, "/email-verification");
    await verify.getByRole("button", { name: RECOVERY_TEXTS.resend }).click();
    await page.goto(await mailedLink(account.email, "/email-verification", { after: mailedBefore }));
    await expect(page.getByRole("heading", { level: 1, name: RECOVERY_TEXTS.verifiedTitle })).toBeVisible();
    await signInToDashboard(page, account);
    await openApplication(page, "business");
    await expect(page.getByRole("region", { name: V.title })).toHaveCount(0);
  });

  test("the steps, the status views and the dashboard card have no axe violations, at desktop and phone widths, and keep to the JavaScript budget", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = await verifiedCustomer(page);
    // Each step and the dashboard in a tab of its own (the same signed-in context), so its JavaScript is counted alone:
    // the account pages' budget is 100 KB gzipped each (docs/architecture.md, "Budgets").
    const scriptBytes: Record<string, number> = {};
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const step of ["business", "owners", "documents", "review"]) {
        const tab = await watchedTab(page.context());
        await tab.page.setViewportSize(viewport);
        await openApplication(tab.page, step);
        await expect(tab.page.locator(".application-fields")).toBeVisible();
        scriptBytes[step] ??= await tab.scriptBytes();
        await tab.page
          .getByRole("button", { name: T.continue })
          .or(tab.page.getByRole("button", { name: R.submit }))
          .first()
          .click();
        await expect(tab.page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(tab.page);
        await tab.page.close();
      }
      // At phone width the dashboard's sample table scrolls sideways: a keyboard can reach it to scroll it.
      const tab = await watchedTab(page.context());
      await tab.page.setViewportSize(viewport);
      await tab.page.goto("/dashboard");
      await expect(tab.page.getByTestId("application-card")).toContainText(APPLICATION_STATUS_LABELS.draft);
      scriptBytes.dashboard ??= await tab.scriptBytes();
      await expectNoAxeViolations(tab.page);
      await tab.page.close();
    }
    const over = Object.entries(scriptBytes).filter(([, total]) => total > SCRIPT_BUDGET);
    expect(over, JSON.stringify(scriptBytes)).toEqual([]);
    expect(Object.keys(scriptBytes)).toHaveLength(5);

    const complete = await page.request.patch(ONBOARDING_API_PATHS.application, { data: completeApplication() });
    expect(complete.status(), await complete.text()).toBe(200);
    await uploadThroughApi(page, "formation");
    await uploadThroughApi(page, "identity", 0);
    expect((await page.request.post(ONBOARDING_API_PATHS.submit, { data: {} })).status()).toBe(200);
    await openApplicationStatus(page);
    await expect(page.getByRole("heading", { level: 2, name: S.submittedTitle })).toBeVisible();
    await expectNoAxeViolations(page);

    const staff = await playwright.request.newContext({ baseURL });
    await reviewer(staff);
    await decide(staff, account.email, "request_info", "Upload a clearer photo of the ID, please.");
    for (const view of [PAGE, "/dashboard"]) {
      await page.goto(view);
      await expect(page.getByText("Upload a clearer photo of the ID, please.")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    expect((await page.request.post(ONBOARDING_API_PATHS.submit, { data: {} })).status()).toBe(200);
    await decide(staff, account.email, "reject", "We cannot serve this industry.");
    for (const view of [PAGE, "/dashboard"]) {
      await page.goto(view);
      await expect(page.getByText("We cannot serve this industry.")).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await staff.dispose();
  });

  test("the steps work from the keyboard alone", async ({ page }) => {
    await verifiedCustomer(page);
    await openApplication(page, "business");
    await expect(page.getByLabel(B.legalName, { exact: true })).toBeVisible();
    // Enter on a step of the list opens it with its heading focused; Tab then reaches Add a person, and Enter adds
    // one and puts the focus in their first field.
    await page.getByRole("link", { name: APPLICATION_STEPS[1].label }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/step=owners/);
    await expect(page.getByRole("heading", { level: 2, name: PE.heading })).toBeFocused();
    await expect(page.getByRole("button", { name: PE.add })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: PE.add })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(PE.firstName)).toBeFocused();
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(PE.lastName)).toBeFocused();
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await saved(page);
    // Shift+Tab back through the form to the steps, and Enter on a step opens it.
    const business = page.getByRole("link", { name: "Business", exact: true });
    await business.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/step=business/);
    await expect(page.getByRole("heading", { level: 2, name: B.heading })).toBeFocused();
  });
});

async function openApplicationStatus(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.locator(".application-status")).toBeVisible();
}

function completeApplication(): Pick<Application, "business" | "people"> {
  return {
    business: {
      legalName: "Difference Engines Inc",
      entityType: "c_corp",
      ein: "12-3456789",
      formationState: "DE",
      formationDate: "2018-01-02",
      address: { line1: "2 Main Street", city: "Austin", state: "TX", zip: "78701" },
      industry: "software",
      description: "Software for calculating engines, sold to banks and insurers.",
      monthlyVolume: "under_10k",
      cryptoUse: { planned: false },
    },
    people: [
      {
        firstName: "Charles",
        lastName: "Babbage",
        title: "CEO",
        ownershipPercent: 100,
        isController: true,
        dateOfBirth: "1970-12-26",
        address: { line1: "3 Oak Road", city: "Austin", state: "TX", zip: "78702" },
      },
    ],
  };
}

async function uploadThroughApi(page: Page, kind: "formation" | "identity", personIndex?: number): Promise<void> {
  const answer = await page.request.post(ONBOARDING_API_PATHS.documents, {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      kind,
      ...(personIndex === undefined ? {} : { personIndex: String(personIndex) }),
      file: {
        name: kind === "formation" ? "articles.pdf" : "id.jpg",
        mimeType: "application/pdf",
        buffer: kind === "formation" ? PDF : JPEG,
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
