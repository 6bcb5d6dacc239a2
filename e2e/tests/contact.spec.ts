// /contact on a phone: the phone line and its hours, the form refused past the per-address limit and then sent, the
// visitor's markup shown as text on the page and escaped in the mail to the sales address. (a11y.spec runs axe on
// /contact with every public page.)
import {
  API_PATHS,
  CONTACT_TEXTS,
  OPENING_HOURS_TEXT,
  SALES_EMAIL,
  SUPPORT_PHONE,
  THROTTLED_WHAT,
} from "@bank/contracts";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { customerAddress } from "../support/accounts.ts";
import { hydrateVisibleIsland } from "../support/islands.ts";
import { mailContaining } from "../support/outbox.ts";

test.use({ viewport: { width: 390, height: 844 } });

const MARKUP = `<img src=x onerror=alert(1)><script>alert(2)</script>`;

test("a visitor calls or writes: past 5 messages an hour the form says so; from another address it sends, escaped", async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const office = customerAddress();
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": office });
  await page.goto("/contact");

  await test.step("the phone line dials the number and gives the opening hours", async () => {
    const line = page.locator("[data-contact-line]");
    await expect(line.getByRole("link", { name: SUPPORT_PHONE.display })).toHaveAttribute(
      "href",
      `tel:${SUPPORT_PHONE.dial}`,
    );
    await expect(line.locator("[data-opening-hours]")).toHaveText(OPENING_HOURS_TEXT);
    expect(OPENING_HOURS_TEXT).toBe("09:00-17:00, Monday to Friday");
  });

  await test.step("8 messages sent at once from the office's address: 5 go, 3 are refused", async () => {
    const burst = Array.from({ length: 8 }, (_, index) =>
      request.post(API_PATHS.contact, {
        headers: { "x-forwarded-for": office },
        data: {
          name: "Burst",
          email: `burst.${index}.${randomUUID()}@example.com`,
          company: "Burst Ltd",
          topic: "other",
          message: "One of eight.",
        },
      }),
    );
    const statuses = (await Promise.all(burst)).map((answer) => answer.status()).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  const visitor = `ada.${randomUUID()}@analytical.example`;
  const form = page.locator("[data-contact-form]");
  await test.step("the form, filled with markup, says the limit is reached and offers the phone", async () => {
    await hydrateVisibleIsland(page, "ContactForm");
    await form.getByRole("textbox", { name: CONTACT_TEXTS.name }).fill(`Ada ${MARKUP}`);
    await form.getByRole("textbox", { name: CONTACT_TEXTS.email }).fill(visitor);
    await form.getByRole("textbox", { name: CONTACT_TEXTS.company }).fill(`Engines <b>Ltd</b>`);
    await form.getByRole("combobox", { name: CONTACT_TEXTS.topic }).selectOption("demo");
    await form.getByRole("textbox", { name: CONTACT_TEXTS.message }).fill(`A demo, please.\n${MARKUP}`);
    await form.getByRole("button", { name: CONTACT_TEXTS.send }).click();
    await expect(form.getByRole("alert")).toHaveText(
      new RegExp(
        `^Too many ${THROTTLED_WHAT.contactMessages}\\. Try again in \\d+ minutes\\. ${escape(CONTACT_TEXTS.callInstead)}$`,
      ),
    );
  });

  await test.step("from another address it sends, and the page says what happens next", async () => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": customerAddress() });
    await form.getByRole("button", { name: CONTACT_TEXTS.send }).click();
    const sent = page.getByRole("status").filter({ hasText: CONTACT_TEXTS.sentTitle });
    await expect(sent.getByRole("heading", { name: CONTACT_TEXTS.sentTitle })).toBeFocused();
    await expect(sent).toContainText(CONTACT_TEXTS.sentText(visitor));
    await expect(page.locator("main img, main b")).toHaveCount(0);
    await expect(page.locator("script", { hasText: "alert(2)" })).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  await test.step("the sales address gets it, Reply-To the visitor, the markup escaped in the HTML part", async () => {
    const mail = await mailContaining(SALES_EMAIL, visitor);
    const headers = mail.slice(0, mail.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(new RegExp(`^Reply-To: .*<${escape(visitor)}>$`, "m"));
    expect(headers).toMatch(/^Subject: Contact form: A demo for my team, Engines <b>Ltd<\/b>$/m);
    const html = mail.slice(mail.indexOf("Content-Type: text/html"));
    expect(html).toContain("Ada &lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("Engines &lt;b&gt;Ltd&lt;/b&gt;");
    expect(html).not.toMatch(/<img|<script|<b>/);
  });
});

/** `text` as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
