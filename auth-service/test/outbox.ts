// Reads what the service mailed in outbox mode: one .eml file a message.
import fs from "node:fs";
import path from "node:path";

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  body: string;
  links: string[];
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function readOutbox(dataDir: string): SentMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const raw = fs.readFileSync(file, "utf8");
      const body = decodeQuotedPrintable(raw);
      // A long header is folded onto lines that start with white space (RFC 5322, 2.2.3): unfold them to read it.
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
      return {
        file,
        to: headers.match(/^To: (.+)$/m)?.[1]?.trim() ?? "",
        subject: headers.match(/^Subject: (.+)$/m)?.[1]?.trim() ?? "",
        body,
        links: [...new Set(body.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    });
}

/** The newest message to `to` whose subject contains `subject`. */
export function lastMailTo(dataDir: string, to: string, subject: string): SentMail | undefined {
  return readOutbox(dataDir)
    .filter((mail) => mail.to.includes(to) && mail.subject.includes(subject))
    .at(-1);
}

/** The token of the newest link to `pagePath` mailed to `to` (in `?token=`, or the query parameter named). */
export function tokenMailedTo(dataDir: string, to: string, pagePath: string, parameter = "token"): string | undefined {
  const mails = readOutbox(dataDir).filter((mail) => mail.to.includes(to));
  for (const mail of mails.reverse()) {
    for (const link of mail.links) {
      const url = new URL(link);
      if (url.pathname === pagePath && url.searchParams.get(parameter)) return url.searchParams.get(parameter)!;
    }
  }
  return undefined;
}

/**
 * Waits for the token of a link to `pagePath` mailed to `to`, for a service process that mails after it answers.
 * Throws after `timeoutMs`.
 */
export async function waitForTokenMailedTo(
  dataDir: string,
  to: string,
  pagePath: string,
  timeoutMs = 10_000,
): Promise<string> {
  for (let waited = 0; waited <= timeoutMs; waited += 50) {
    const token = tokenMailedTo(dataDir, to, pagePath);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} with a link to ${pagePath} within ${timeoutMs} ms`);
}

/** The files attached to a message (an invoice's PDF): each part sent as an attachment, its base64 decoded. */
export function attachmentsOf(mail: SentMail): { filename: string; contentType: string; content: Buffer }[] {
  const raw = fs.readFileSync(mail.file, "utf8");
  const attachments: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    if (!/^Content-Disposition: attachment/im.test(headers)) continue;
    attachments.push({
      filename: headers.match(/filename="?([^";\r\n]+)"?/i)?.[1] ?? "",
      contentType: headers.match(/^Content-Type: ([^;\r\n]+)/im)?.[1]?.trim() ?? "",
      content: Buffer.from(part.slice(split).replace(/\s+/g, ""), "base64"),
    });
  }
  return attachments;
}

/** A header's text with its MIME encoded words (RFC 2047, `=?UTF-8?Q?...?=`) decoded. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // white space between two encoded words is not part of the text
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(decodeQuotedPrintable(text.replaceAll("_", " ")), "latin1").toString("utf8"),
    );
}

/** The message's headers, unfolded and decoded, in their order: `["To", "sales@bank.example"]`. */
export function headersOf(mail: SentMail): [string, string][] {
  const raw = fs.readFileSync(mail.file, "utf8");
  return raw
    .slice(0, raw.search(/\r?\n\r?\n/))
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line) => [line.slice(0, line.indexOf(":")), decodeEncodedWords(line.slice(line.indexOf(":") + 1).trim())]);
}

/** A text part of the message (`text/plain` or `text/html`), its transfer encoding undone. */
export function textPartOf(mail: SentMail, contentType: "text/plain" | "text/html"): string {
  const raw = fs.readFileSync(mail.file, "utf8");
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    if (!new RegExp(`^Content-Type: ${contentType}`, "im").test(headers)) continue;
    const body = part.slice(split).trim();
    if (/^Content-Transfer-Encoding: base64/im.test(headers)) return Buffer.from(body, "base64").toString("utf8");
    if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
      // Each =XX is one byte of the UTF-8 text: gathered as latin1 characters, then read as UTF-8.
      const bytes = decodeQuotedPrintable(body);
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  throw new Error(`${mail.file} has no ${contentType} part`);
}
