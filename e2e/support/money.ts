// The money pages' helpers for a spec: a sandbox deposit made through the overview's form, a download's bytes,
// a request the page itself sends, and whether a page fits its window (nothing sideways, every shown table cell on
// screen, named in cards).
import fs from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { FIRST_DEPOSIT_TEXTS as F, SANDBOX_DEPOSIT_TEXTS as D } from "@bank/contracts";

/** Opens the overview's sandbox deposit form and deposits `amount` by `method` into the account named `account`. */
export async function depositFromOverview(
  page: Page,
  { account, amount, method, from }: { account: string; amount: string; method: string; from: string },
): Promise<void> {
  await page.getByRole("button", { name: F.sandboxOpen }).click();
  const form = page.locator('form[data-form="sandbox-deposit"]');
  await form.getByLabel(D.account).selectOption({ label: account });
  await form.getByLabel(D.amount).fill(amount);
  await form.getByLabel(D.method).selectOption({ label: method });
  await form.getByLabel(D.from).fill(from);
  await form.getByRole("button", { name: D.submit }).click();
}

/** Follows a download link as the person would (a click) and returns the file's suggested name and bytes. */
export async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const where = await file.path();
  return { name: file.suggestedFilename(), bytes: await fs.readFile(where) };
}

/**
 * A JSON request sent by the page's own script (its session cookie, its Origin), as a changed page would send it,
 * with a fresh Idempotency-Key; the status and the body the service answered.
 */
export async function sendFromPage(
  page: Page,
  method: "POST" | "PATCH",
  path: string,
  body: unknown,
): Promise<{ status: number; body: { code?: string; message?: string; errors?: Record<string, string> } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json() };
    },
    { method, path, body },
  );
}

/**
 * What does not fit the window: the page scrolling sideways, a shown table cell outside the window, a card's cell
 * without its column's name. Empty when the page fits.
 */
export async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width}`);
    }
    for (const table of Array.from(document.querySelectorAll("table"))) {
      // A table for screen readers alone (an analytics chart's, until "Show as table") is not on screen to fit.
      if (table.closest(".visually-hidden")) continue;
      const head = table.tHead;
      const cards = head !== null && getComputedStyle(head).clipPath !== "none";
      for (const cell of Array.from(table.querySelectorAll("th, td")) as HTMLTableCellElement[]) {
        if (cards && cell.closest("thead")) continue;
        const box = cell.getBoundingClientRect();
        const text = `"${cell.textContent?.trim().slice(0, 30)}"`;
        if (box.width === 0 || box.height === 0) found.push(`${text} is not visible`);
        else if (box.left < -0.5 || box.right > width + 0.5)
          found.push(`${text} spans ${Math.round(box.left)}-${Math.round(box.right)} px of ${width}`);
        if (cards && cell.tagName === "TD" && !cell.dataset.label && cell.textContent?.trim())
          found.push(`${text} shows no column name in cards`);
      }
    }
    return found;
  });
}

/** The page fits at a phone's width and a desktop's (390 and 1280 px); the window is left at the desktop's. */
export async function expectFitsPhoneAndDesktop(page: Page, what: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await misfits(page), `${what} at ${width} px`).toEqual([]);
  }
}
