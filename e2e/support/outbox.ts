// Reads the mail the service wrote to DATA_DIR/outbox (no SMTP in tests): the link a user would click.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

const outboxDir = path.join(process.env.E2E_DATA_DIR ?? path.resolve("test-results", "data"), "outbox");

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages to `email` in the outbox folder `outbox`, decoded, oldest first. */
function messagesTo(outbox: string, email: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), "utf8")))
    .filter((message) => new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "m").test(message));
}

/** The subjects of the mail to `email` so far, oldest first (a long one is folded over lines in the header). */
export function subjectsMailedTo(email: string): string[] {
  return messagesTo(outboxDir, email).flatMap((message) => {
    const header = message.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
    return /^Subject: (.*)$/m.exec(header)?.[1] ?? [];
  });
}

/** Every link in the mail to `email` in the outbox folder `outbox`, whole (origin included), oldest first. */
export function linksInMailTo(outbox: string, email: string): string[] {
  return messagesTo(outbox, email).flatMap((message) => message.match(/https?:\/\/[^\s"<>]+/g) ?? []);
}

function linksMailedTo(email: string, pagePath: string, parameter: string): string[] {
  return (
    linksInMailTo(outboxDir, email)
      // Notices link to pages too (a sign-in notice to /forgot-password); only a link with a token is one to follow.
      .filter((link) => new URL(link).pathname === pagePath && new URL(link).searchParams.has(parameter))
  );
}

/** How many links to `pagePath` have been mailed to `email` so far: pass it to `mailedLink` as `after`. */
export function mailedLinkCount(email: string, pagePath: string, parameter = "token"): number {
  return linksMailedTo(email, pagePath, parameter).length;
}

interface MailedLinkOptions {
  /** The link's token parameter (`change` for an email change's link). */
  parameter?: string;
  /** Wait for a link beyond this many (from `mailedLinkCount`), so a link mailed earlier is never taken for it. */
  after?: number;
}

/** The path and query of the newest link to `pagePath` mailed to `email`, waiting for the mail to be written. */
export async function mailedLink(email: string, pagePath: string, options: MailedLinkOptions = {}): Promise<string> {
  const { parameter = "token", after = 0 } = options;
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = linksMailedTo(email, pagePath, parameter);
        link = links.length > after ? links.at(-1) : undefined;
        return link;
      },
      { message: `a ${pagePath} link mailed to ${email}` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** The newest message to `to` that contains `marker` (a visitor's unique address), decoded, waiting for it. */
export async function mailContaining(to: string, marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = messagesTo(outboxDir, to).findLast((message) => message.includes(marker))), {
      message: `a mail to ${to} with ${marker}`,
    })
    .toBeTruthy();
  return found!;
}
