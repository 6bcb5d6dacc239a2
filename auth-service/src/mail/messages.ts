// The texts of every message the service mails, each with a plain-text and an HTML part naming the brand.
import type { MailMessage } from "./mailer.ts";

const BRAND = "Meridian Business";
const SIGN_OFF = `The ${BRAND} security team`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

interface Body {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
}

function compose(to: string, subject: string, body: Body): MailMessage {
  const text = [
    body.greeting,
    "",
    ...body.paragraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ""] : []),
    body.closing,
    "",
    SIGN_OFF,
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:18px;color:#1e3a8a">${BRAND}</h1>
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${body.action ? `<p><a href="${escapeHtml(body.action.url)}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p><p style="font-size:13px">Or paste this address into your browser: ${escapeHtml(body.action.url)}</p>` : ""}
<p>${escapeHtml(body.closing)}</p>
<p>${SIGN_OFF}</p>
</body></html>`;
  return { to, subject: `${BRAND}: ${subject}`, text, html };
}

export function passwordResetMessage(to: string, firstName: string, link: string): MailMessage {
  return compose(to, "reset your password", {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "Someone asked to reset the password of your business banking account. If it was you, choose a new password with the link below. It works once, for 30 minutes.",
    ],
    action: { label: "Choose a new password", url: link },
    closing: "If you did not ask for this, ignore this message: your password stays as it is.",
  });
}

export function emailVerificationMessage(to: string, firstName: string, link: string): MailMessage {
  return compose(to, "confirm your email address", {
    greeting: `Welcome, ${firstName},`,
    paragraphs: [
      "Confirm that this is your email address, so we can reach you about your account. The link works once, for 24 hours.",
    ],
    action: { label: "Confirm my email address", url: link },
    closing: "If you did not open an account with us, ignore this message.",
  });
}

export function passwordChangedMessage(to: string, firstName: string, when: Date): MailMessage {
  return compose(to, "your password was changed", {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `The password of your account was changed on ${when.toUTCString()}, and every signed-in session was ended.`,
    ],
    closing:
      "If you did not do this, contact us at once by replying to this message or calling the number on our website.",
  });
}

export function newSignInMessage(to: string, firstName: string, when: Date, userAgent: string | null): MailMessage {
  return compose(to, "new sign-in to your account", {
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Your account was signed in on ${when.toUTCString()}${userAgent ? ` from ${userAgent.slice(0, 120)}` : ""}. Your account can be signed in on one device at a time, so your earlier session was ended.`,
    ],
    closing: "If this was not you, reset your password now and turn on two-factor authentication.",
  });
}
