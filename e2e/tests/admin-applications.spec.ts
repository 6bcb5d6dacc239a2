// The reviewers' application queue (/admin/applications) against the real service, applications seeded through the
// customer's API: a reviewer with approve and 2FA sees the queue oldest first, opens one and its documents, asks
// for more information (step-up in place), and approves another; a colleague with view only reads an application
// but gets no decision form. Axe over the queue, a detail and the decision form. (Overdue marking needs a clock
// 24 hours on: the unit tests of decision-clock.ts cover it.)
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN_API_PATHS,
  ADMIN_TEXTS as T,
  APPLICATION_STATUS_LABELS,
  REVIEW_MESSAGES,
  SECOND_FACTOR_TEXTS,
  STEP_UP_TEXTS,
} from "@bank/contracts";
import { toast, totpCode } from "../support/accounts.ts";
import { SAMPLE_PDF, seedSubmittedApplication, type SeededApplication } from "../support/applications.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import { signInAsStaffThroughForm as signInAsStaff } from "../support/staff.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";

/** The queue's row of an application, found by its business's legal name (other tests' applications share it). */
const rowOf = (page: Page, legalName: string) =>
  page
    .getByRole("table", { name: T.applicationsCaption(APPLICATION_STATUS_LABELS.submitted) })
    .getByRole("row", { name: new RegExp(legalName) });

test("a reviewer with approve sees the queue oldest first, opens one and its documents, asks for information, and approves another", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const older = `Oldest Widgets ${tag} LLC`;
  const newer = `Newer Gadgets ${tag} LLC`;
  const seeded: SeededApplication[] = [];
  try {
    // Uploaded under names a reviewer must not be misled by: HTML that is a PDF, a program that is a JPEG.
    seeded.push(
      await seedSubmittedApplication(
        baseURL!,
        older,
        { firstName: "Mary", lastName: "Jackson" },
        { formation: `certificate-${tag}.html`, identity: `\u202Egpj.${tag}-passport.exe` },
      ),
    );
    seeded.push(await seedSubmittedApplication(baseURL!, newer, { firstName: "Dorothy", lastName: "Vaughan" }));
    const [first, second] = seeded as [SeededApplication, SeededApplication];
    const reviewer = await signInAsStaff(page, request, { firstName: "Grace", lastName: "Hopper" }, "approve");

    await page.goto("/admin/applications");
    await expect(page.getByRole("heading", { level: 1, name: T.applicationsTitle })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: T.navLabel }).getByRole("link", { name: "Applications" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel(T.statusFilter)).toHaveValue("submitted");

    // Oldest submission first, each with the time left of its 24 hours.
    const queue = page.getByRole("table", { name: T.applicationsCaption(APPLICATION_STATUS_LABELS.submitted) });
    await expect(rowOf(page, older)).toBeVisible();
    await expect(rowOf(page, newer)).toBeVisible();
    const names = await queue.getByRole("row").allInnerTexts();
    const olderAt = names.findIndex((text) => text.includes(older));
    const newerAt = names.findIndex((text) => text.includes(newer));
    expect(olderAt).toBeGreaterThan(0);
    expect(newerAt).toBeGreaterThan(olderAt);
    await expect(rowOf(page, older)).toContainText("Mary Jackson");
    await expect(rowOf(page, older)).toContainText(first.applicant.account.email);
    await expect(rowOf(page, older).getByRole("cell").nth(1)).toHaveText(/^(2[34] h|23 h \d{1,2} min) left$/);
    await expectNoAxeViolations(page, "queue");
    await shoot(page, "applications-queue");

    // The detail: the address names it, focus is on its heading, and its documents download through the console.
    await rowOf(page, older).getByRole("link", { name: older }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${first.application.id}`));
    const detail = page.getByTestId("application-detail");
    await expect(page.getByRole("heading", { level: 2, name: older })).toBeFocused();
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.submitted);
    await expect(detail).toContainText("Limited liability company (LLC)");
    await expect(detail).toContainText("500 Market Street, Suite 4, Wilmington, Delaware 19801");
    await expect(page.getByRole("heading", { level: 4, name: "Person 1: Mary Jackson" })).toBeVisible();
    const documents = page.getByRole("region", { name: T.documentsCaption });
    // Listed, linked and downloaded under the cleaned names, with the extensions of what the files are.
    expect(first.files).toEqual({ formation: `certificate-${tag}.pdf`, identity: `gpj.${tag}-passport.jpg` });
    const formation = documents.getByRole("link", { name: first.files.formation });
    await expect(formation).toHaveAttribute("download", first.files.formation);
    await expect(formation).toHaveAttribute(
      "href",
      ADMIN_API_PATHS.applicationDocument(
        first.application.id,
        first.application.documents.find((d) => d.kind === "formation")!.id,
      ),
    );
    await expect(documents.getByRole("row", { name: new RegExp(first.files.identity) })).toContainText(
      "Photo ID of Mary Jackson",
    );
    const download = page.waitForEvent("download");
    await formation.click();
    expect((await download).suggestedFilename()).toBe(first.files.formation);
    const file = await (await download).path();
    expect(fs.readFileSync(file).equals(SAMPLE_PDF)).toBe(true);
    const identityDownload = page.waitForEvent("download");
    await documents.getByRole("link", { name: first.files.identity }).click();
    expect((await identityDownload).suggestedFilename()).toBe(first.files.identity);
    await expect(page.getByText(T.noDecisions)).toBeVisible();
    await expectNoAxeViolations(page, "application detail");
    await shoot(page, "applications-detail");

    // Asking for information needs a note the customer reads; the stale proof asks in place for the code (a staff
    // step-up takes a second factor, never the password).
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
    await ageSessionProofInDatabase(session!.value);
    await page.getByRole("button", { name: T.decisionSubmitNone }).click();
    await expect(page.getByRole("radio", { name: new RegExp(T.decisionChoices.approve) })).toBeFocused();
    await expect(page.getByRole("radio", { name: new RegExp(T.decisionChoices.approve) })).toHaveAccessibleDescription(
      new RegExp(REVIEW_MESSAGES.decisionRequired),
    );
    await page.getByRole("radio", { name: new RegExp(T.decisionChoices.request_info) }).check();
    await page.getByRole("button", { name: T.decisionSubmit.request_info }).click();
    const note = page.getByLabel(T.decisionNoteLabel);
    await expect(note).toBeFocused();
    await expect(note).toHaveAccessibleDescription(REVIEW_MESSAGES.decisionNoteRequired);
    await expectNoAxeViolations(page, "decision form with messages");
    await shoot(page, "applications-decision-form");
    const noteText = "The ID photo is blurred. Please upload a sharper photo of the passport.";
    await note.fill(noteText);
    await page.getByRole("button", { name: T.decisionSubmit.request_info }).click();
    await expect(page.getByRole("heading", { name: SECOND_FACTOR_TEXTS.heading })).toBeVisible();
    const code = page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel);
    await expect(code).toBeFocused();
    await expect(page.getByLabel(STEP_UP_TEXTS.password, { exact: true })).toHaveCount(0);
    await code.fill(totpCode(reviewer.secret, 1));
    await page.getByRole("button", { name: SECOND_FACTOR_TEXTS.confirm }).click();
    await expect(toast(page)).toContainText(REVIEW_MESSAGES.decided.request_info);
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.needs_info);
    await expect(page.getByRole("heading", { level: 3, name: T.decideHeading })).toBeFocused();
    const history = page.getByRole("region", { name: T.historyCaption });
    await expect(history.getByRole("row", { name: new RegExp(T.decisionNames.request_info) })).toContainText(noteText);
    await expect(history).toContainText(reviewer.email);
    await expect(page.getByRole("radio")).toHaveCount(0);

    // Back to the queue: the application has left it, and is found under "needs more information".
    await page.getByRole("button", { name: T.applicationBack }).click();
    await expect(page).not.toHaveURL(/id=/);
    await expect(rowOf(page, newer)).toBeVisible();
    await expect(rowOf(page, older)).toHaveCount(0);
    await expect(page.getByTestId("applications-count")).toBeFocused();
    await page.getByLabel(T.statusFilter).selectOption("needs_info");
    await page.getByRole("button", { name: T.showApplications }).click();
    await expect(page).toHaveURL(/status=needs_info/);
    await expect(
      page
        .getByRole("table", { name: T.applicationsCaption(APPLICATION_STATUS_LABELS.needs_info) })
        .getByRole("link", { name: older }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel(T.statusFilter)).toHaveValue("submitted");

    // Approving needs no note; the proof is fresh now, so no password is asked.
    await rowOf(page, newer).getByRole("link", { name: newer }).click();
    await expect(page.getByRole("heading", { level: 2, name: newer })).toBeFocused();
    await page.getByRole("radio", { name: new RegExp(T.decisionChoices.approve) }).check();
    await page.getByRole("button", { name: T.decisionSubmit.approve }).click();
    await expect(toast(page)).toContainText(REVIEW_MESSAGES.decided.approve);
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.approved);
    await expect(page.getByText(REVIEW_MESSAGES.decided.approve, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: T.decideHeading })).toBeFocused();
    await page.getByRole("button", { name: T.applicationBack }).click();
    await expect(page.getByTestId("applications-count")).toBeFocused();
    await expect(rowOf(page, newer)).toHaveCount(0);
    await page.goto(`/admin/applications?status=approved&id=${encodeURIComponent(second.application.id)}`);
    await expect(page.getByRole("heading", { level: 2, name: newer })).toBeFocused();
    await expect(page.getByRole("region", { name: T.documentsCaption }).getByRole("link")).toHaveCount(2);
    await expect(page.getByText(REVIEW_MESSAGES.notAwaitingDecision)).toBeVisible();
  } finally {
    for (const each of seeded) await each.applicant.api.dispose();
  }
});

test("a colleague with view only reads an application and its documents but gets no decision form", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const legalName = `Viewed Only ${Date.now().toString(36)} Inc`;
  const seeded = await seedSubmittedApplication(baseURL!, legalName, { firstName: "Annie", lastName: "Easley" });
  try {
    await signInAsStaff(page, request, { firstName: "Katherine", lastName: "Johnson" }, "view");
    await page.goto(`/admin/applications?id=${encodeURIComponent(seeded.application.id)}`);
    await expect(page.getByRole("heading", { level: 2, name: legalName })).toBeFocused();
    await expect(page.getByRole("region", { name: T.documentsCaption }).getByRole("link")).toHaveCount(2);
    await expect(page.getByText(T.viewOnlyDecision)).toBeVisible();
    await expect(page.getByRole("heading", { name: T.decideHeading })).toHaveCount(0);
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(page.getByRole("form", { name: T.decideHeading })).toHaveCount(0);
    await expectNoAxeViolations(page, "view-only detail");

    // The service agrees: a decision from a view-only colleague is refused.
    const refused = await page.request.post(ADMIN_API_PATHS.applicationDecision(seeded.application.id), {
      data: { decision: "approve" },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await seeded.applicant.api.dispose();
  }
});
