// The texts of every message the service mails, each with a plain-text and an HTML part naming the brand.
import { describeUserAgent } from "../auth/user-agent.ts";
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

/** Who a message goes to. */
export interface Recipient {
  email: string;
  first_name: string;
  email_verified_at: number | null;
}

/**
 * "Hello Grace," only once the address is verified: before that the name is whatever someone typed at sign-up,
 * and the bank's own mail must not carry a stranger's words to the address's owner.
 */
function greeting(to: Recipient, salutation = "Hello"): string {
  return to.email_verified_at === null ? `${salutation},` : `${salutation} ${to.first_name},`;
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

export function passwordResetMessage(to: Recipient, link: string): MailMessage {
  return compose(to.email, "reset your password", {
    greeting: greeting(to),
    paragraphs: [
      "Someone asked to reset the password of your business banking account. If it was you, choose a new password with the link below. It works once, for 30 minutes.",
    ],
    action: { label: "Choose a new password", url: link },
    closing: "If you did not ask for this, ignore this message: your password stays as it is.",
  });
}

export function emailVerificationMessage(to: Recipient, link: string): MailMessage {
  return compose(to.email, "confirm your email address", {
    greeting: greeting(to, "Welcome"),
    paragraphs: [
      "Confirm that this is your email address, so we can reach you about your account. The link works once, for 24 hours.",
    ],
    action: { label: "Confirm my email address", url: link },
    closing: "If you did not open an account with us, ignore this message.",
  });
}

export function passwordChangedMessage(to: Recipient, when: Date): MailMessage {
  return compose(to.email, "your password was changed", {
    greeting: greeting(to),
    paragraphs: [
      `The password of your account was changed on ${when.toUTCString()}, and every signed-in session was ended.`,
    ],
    closing:
      "If you did not do this, contact us at once by replying to this message or calling the number on our website.",
  });
}

export interface SignInPlace {
  when: Date;
  ip: string;
  userAgent: string | null;
}

/** Mailed for every sign-in from a browser that had not signed in to the account before. */
export function newSignInMessage(to: Recipient, place: SignInPlace, resetLink: string): MailMessage {
  return compose(to.email, "new sign-in to your account", {
    greeting: greeting(to),
    paragraphs: [
      "Your account was just signed in from a browser that had not signed in to it before.",
      `When: ${place.when.toUTCString()}. Address: ${place.ip}. Browser: ${describeUserAgent(place.userAgent)}.`,
      "Your account can be signed in on one device at a time, so any earlier session was ended. If this was you, there is nothing to do.",
    ],
    action: { label: "This was not me: reset my password", url: resetLink },
    closing:
      "If this was not you, reset your password now with the link above, turn on two-factor authentication, and call us on the number on our website.",
  });
}

/** Mailed to an account's owner when someone signs up with the address again; the account is not changed. */
export function accountExistsMessage(to: Recipient, when: Date, links: { signIn: string; reset: string }): MailMessage {
  return compose(to.email, "someone tried to open an account with your address", {
    greeting: greeting(to),
    paragraphs: [
      `On ${when.toUTCString()} someone tried to open a new account with this email address. You already have an account with us, so nothing was created and nothing about your account was changed.`,
      `If it was you, sign in with your password: ${links.signIn}`,
    ],
    action: { label: "Forgot your password? Choose a new one", url: links.reset },
    closing: "If it was not you, you can ignore this message: your account is as it was.",
  });
}

/** A passkey change, where and when it was made. */
export interface PasskeyChange {
  name: string;
  place: SignInPlace;
}

/** The passkey's name is the customer's own words: like a name, repeated only to a verified address. */
function passkeyCalled(to: Recipient, name: string): string {
  return to.email_verified_at === null ? "" : ` named "${name}"`;
}

/** Mailed when a passkey is added: from now on it signs in to the account without a password. */
export function passkeyAddedMessage(to: Recipient, change: PasskeyChange, resetLink: string): MailMessage {
  const { place } = change;
  return compose(to.email, "a passkey was added to your account", {
    greeting: greeting(to),
    paragraphs: [
      `A passkey${passkeyCalled(to, change.name)} was added to your account. It can now sign in to your account without your password.`,
      `When: ${place.when.toUTCString()}. Address: ${place.ip}. Browser: ${describeUserAgent(place.userAgent)}.`,
      "If this was you, there is nothing to do. You can see and remove your passkeys in your security settings.",
    ],
    action: { label: "This was not me: reset my password", url: resetLink },
    closing:
      "If this was not you, reset your password now with the link above, remove the passkey in your security settings, and call us on the number on our website.",
  });
}

/** Mailed when a passkey is removed: it no longer signs in. */
export function passkeyRemovedMessage(to: Recipient, change: PasskeyChange): MailMessage {
  const { place } = change;
  return compose(to.email, "a passkey was removed from your account", {
    greeting: greeting(to),
    paragraphs: [
      `The passkey${passkeyCalled(to, change.name)} was removed from your account and can no longer sign in to it.`,
      `When: ${place.when.toUTCString()}. Address: ${place.ip}. Browser: ${describeUserAgent(place.userAgent)}.`,
    ],
    closing:
      "If you did not do this, contact us at once by replying to this message or calling the number on our website.",
  });
}
