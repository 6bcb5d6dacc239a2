// The reviewers' application queue (/admin/applications) against the real service, applications seeded through the
// customer's API: a reviewer with view, approve and 2FA sees the queue oldest first, opens one and its documents in the
// page (a PDF whose JavaScript tries everything, and an "image" that is HTML: neither runs), keeps an internal note,
// asks for more information (step-up in place), approves another through its confirmation, and finds the approval in
// the audit log by the customer's email, in words; a colleague with view only reads an application but gets no
// decision form and no note form. Axe over the queue, a detail, the viewer, the decision form and the confirmation.
// (Overdue marking needs a clock 24 hours on: the unit tests of decision-clock.ts cover it.)
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN_API_PATHS,
  ADMIN_TEXTS as T,
  APPLICATION_STATUS_LABELS,
  AUDIT_EVENT_WORDS,
  REVIEW_MESSAGES,
  SECOND_FACTOR_TEXTS,
  STEP_UP_TEXTS,
} from "@bank/contracts";
import { toast, totpCode } from "../support/accounts.ts";
import {
  SCRIPT_RAN,
  htmlAsJpeg,
  scriptedPdf,
  seedSubmittedApplication,
  type SeededApplication,
} from "../support/applications.ts";
import { ageSessionProofInDatabase } from "../support/sessions.ts";
import { signInAsStaffThroughApi as signInAsStaff } from "../support/staff.ts";
import { expectNoAxeViolations, shoot } from "../support/axe.ts";

/** The queue's row of an application, found by its business's legal name (other tests' applications share it). */
const rowOf = (page: Page, legalName: string) =>
  page
    .getByRole("table", { name: T.applicationsCaption(APPLICATION_STATUS_LABELS.submitted) })
    .getByRole("row", { name: new RegExp(legalName) });

/** Everything an uploader's script could make happen in the reviewer's browser, from now on. */
function watchForUploadersScripts(page: Page): string[] {
  const happened: string[] = [];
  page.context().on("request", (request) => {
    if (request.url().includes(SCRIPT_RAN)) happened.push(`request ${request.url()}`);
  });
  // A blank tab is axe's own (it gathers its findings in one); a tab the file opened would ask for its address, which
  // the request listener hears.
  page.context().on("page", (opened) => {
    if (opened.url() !== "about:blank") happened.push(`tab ${opened.url()}`);
  });
  page.on("dialog", (dialog) => {
    happened.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("popup", (popup) => happened.push(`popup ${popup.url()}`));
  return happened;
}

test("a reviewer opens a PDF and a JPEG in the page, keeps a note, asks for information, approves through the confirmation, and reads the approval in the audit log by the customer's email", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const older = `Oldest Widgets ${tag} LLC`;
  const newer = `Newer Gadgets ${tag} LLC`;
  const origin = new URL(baseURL!).origin;
  const seeded: SeededApplication[] = [];
  try {
    // Uploaded under names a reviewer must not be misled by (HTML that is a PDF, a program that is a JPEG), and with
    // contents that try to run: a PDF with JavaScript, an "image" that is an HTML page with a script.
    seeded.push(
      await seedSubmittedApplication(
        baseURL!,
        older,
        { firstName: "Mary", lastName: "Jackson" },
        { formation: `certificate-${tag}.html`, identity: `\u202Egpj.${tag}-passport.exe` },
        { formation: scriptedPdf(origin), identity: htmlAsJpeg(origin) },
      ),
    );
    seeded.push(await seedSubmittedApplication(baseURL!, newer, { firstName: "Dorothy", lastName: "Vaughan" }));
    const [first, second] = seeded as [SeededApplication, SeededApplication];
    const reviewer = await signInAsStaff(page, request, { firstName: "Grace", lastName: "Hopper" }, "view", "approve");
    const scriptsRan = watchForUploadersScripts(page);

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

    // The detail: the address names it, focus is on its heading.
    await rowOf(page, older).getByRole("link", { name: older }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${first.application.id}`));
    const detail = page.getByTestId("application-detail");
    await expect(page.getByRole("heading", { level: 2, name: older })).toBeFocused();
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.submitted);
    await expect(detail).toContainText("Limited liability company (LLC)");
    await expect(detail).toContainText("500 Market Street, Suite 4, Wilmington, Delaware 19801");
    await expect(page.getByRole("heading", { level: 4, name: "Person 1: Mary Jackson" })).toBeVisible();
    const documents = page.getByRole("region", { name: T.documentsCaption });
    // Listed under the cleaned names, with the extensions of what the files are; each opens in the page.
    expect(first.files).toEqual({ formation: `certificate-${tag}.pdf`, identity: `gpj.${tag}-passport.jpg` });
    await expect(documents.getByRole("row", { name: new RegExp(first.files.identity) })).toContainText(
      "Photo ID of Mary Jackson",
    );
    const formationId = first.application.documents.find((d) => d.kind === "formation")!.id;
    const openPdf = documents.getByRole("button", { name: first.files.formation });
    await openPdf.click();
    const viewer = page.getByRole("dialog", { name: first.files.formation });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole("img", { name: `${first.files.formation}: Page 1 of 1` })).toBeVisible();
    await expect(viewer.getByRole("button", { name: T.viewerClose })).toBeFocused();
    const download = viewer.getByRole("link", { name: T.download });
    await expect(download).toHaveAttribute("download", first.files.formation);
    await expect(download).toHaveAttribute(
      "href",
      ADMIN_API_PATHS.applicationDocument(first.application.id, formationId),
    );
    await expectNoAxeViolations(page, "document viewer");
    const downloaded = page.waitForEvent("download");
    await download.click();
    expect((await downloaded).suggestedFilename()).toBe(first.files.formation);
    expect(fs.readFileSync(await (await downloaded).path()).equals(scriptedPdf(origin))).toBe(true);
    // Escape closes it, and focus is back on the file that opened it.
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(openPdf).toBeFocused();

    // The "JPEG" that is an HTML page, opened from the keyboard: shown as the broken image it is, never as a page.
    const openImage = documents.getByRole("button", { name: first.files.identity });
    await openImage.focus();
    await page.keyboard.press("Enter");
    const imageViewer = page.getByRole("dialog", { name: first.files.identity });
    const image = imageViewer.getByRole("img", { name: "Photo ID of Mary Jackson" });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
    expect(await image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(0);
    await expect(imageViewer.getByRole("link", { name: T.download })).toHaveAttribute("download", first.files.identity);
    await page.keyboard.press("Enter");
    await expect(imageViewer).toHaveCount(0);
    await expect(openImage).toBeFocused();
    await expect(documents.getByRole("link", { name: T.downloadNamed(first.files.identity) })).toHaveAttribute(
      "download",
      first.files.identity,
    );
    await expect(page.getByText(T.noDecisions)).toBeVisible();

    // An internal note, kept as written (markup and all, as text), with who wrote it.
    const noteText = "Checked <b>EIN</b> by phone & it matches.";
    await page.getByLabel(T.noteLabel).fill(noteText);
    await page.getByRole("button", { name: T.noteAdd }).click();
    const notes = page.getByRole("list", { name: T.notesCaption });
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await expect(notes.getByRole("listitem")).toContainText(noteText);
    await expect(notes.getByRole("listitem")).toContainText(`Grace Hopper (${reviewer.email})`);
    await expect(page.getByLabel(T.noteLabel)).toHaveValue("");
    await expectNoAxeViolations(page, "application detail");
    await shoot(page, "applications-detail");

    // Asking for information needs a note the customer reads, and no confirmation; the stale proof asks in place for
    // the code (a staff step-up takes a second factor, never the password).
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
    const askText = "The ID photo is blurred. Please upload a sharper photo of the passport.";
    await note.fill(askText);
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
    await expect(history.getByRole("row", { name: new RegExp(T.decisionNames.request_info) })).toContainText(askText);
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

    // The other application's photo ID, a real JPEG, shown in the page.
    await rowOf(page, newer).getByRole("link", { name: newer }).click();
    await expect(page.getByRole("heading", { level: 2, name: newer })).toBeFocused();
    await page
      .getByRole("region", { name: T.documentsCaption })
      .getByRole("button", { name: second.files.identity })
      .click();
    const photo = page.getByRole("dialog", { name: second.files.identity }).getByRole("img");
    await expect.poll(() => photo.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(8);
    await page.keyboard.press("Escape");

    // Approving asks once more, naming the business; cancelled, nothing is sent. The proof is fresh now.
    await page.getByRole("radio", { name: new RegExp(T.decisionChoices.approve) }).check();
    const approve = page.getByRole("button", { name: T.decisionSubmit.approve });
    await approve.click();
    const confirmation = page.getByRole("dialog", { name: T.confirmQuestion.approve(newer) });
    await expect(confirmation).toContainText(T.decisionHints.approve);
    await expect(confirmation).toContainText(T.confirmNoNote);
    await expect(confirmation.getByRole("button", { name: T.cancel })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirmation).toHaveCount(0);
    await expect(approve).toBeFocused();
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.submitted);
    await approve.click();
    await expect(confirmation).toBeVisible();
    await expectNoAxeViolations(page, "decision confirmation");
    await confirmation.getByRole("button", { name: T.confirmDo.approve }).click();
    await expect(toast(page)).toContainText(REVIEW_MESSAGES.decided.approve);
    await expect(page.getByTestId("application-status")).toHaveText(APPLICATION_STATUS_LABELS.approved);
    await expect(page.getByText(REVIEW_MESSAGES.decided.approve, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: T.decideHeading })).toBeFocused();

    // The approval in the audit log, found by the customer's email, in words: what, who did it, and on what.
    await page.goto("/admin/audit");
    await page.getByLabel(T.filterEmail).fill(second.applicant.account.email);
    await page.getByRole("button", { name: T.applyFilters }).click();
    await expect(page).toHaveURL(/email=/);
    const events = page.getByRole("table", { name: T.auditCaption });
    const approval = events.getByRole("row", { name: new RegExp(AUDIT_EVENT_WORDS.application_approved) });
    await expect(approval).toHaveCount(1);
    await expect(approval).toContainText(second.applicant.account.email);
    await expect(approval).toContainText("Grace Hopper");
    await expect(approval).toContainText(reviewer.email);
    await expect(approval.getByRole("link", { name: `Application ${second.application.id}.` })).toHaveAttribute(
      "href",
      `/admin/applications?id=${second.application.id}`,
    );
    await expect(events).toContainText(AUDIT_EVENT_WORDS.application_document_viewed);
    await expect(events).not.toContainText("application_approved");
    await expect(events).not.toContainText("{");

    // Nothing any uploaded file tried reached the reviewer: no dialog, tab, popup or request.
    expect(scriptsRan).toEqual([]);
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
    await expect(page.getByRole("region", { name: T.documentsCaption }).getByRole("button")).toHaveCount(2);
    await expect(page.getByRole("region", { name: T.documentsCaption }).getByRole("link")).toHaveCount(2);
    await expect(page.getByText(T.noNotes)).toBeVisible();
    await expect(page.getByText(T.viewOnlyNotes)).toBeVisible();
    await expect(page.getByLabel(T.noteLabel)).toHaveCount(0);
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
