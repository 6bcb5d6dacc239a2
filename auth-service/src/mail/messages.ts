// The texts of every message the service mails, each with a plain-text and an HTML part naming the brand.
import { RECOVERY_CODES_LOW_AT } from "@bank/contracts";
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

/** "When: … Address: … Browser: …" of a notice about a change to the account's protection. */
function placeLine(place: SignInPlace): string {
  return `When: ${place.when.toUTCString()}. Address: ${place.ip}. Browser: ${describeUserAgent(place.userAgent)}.`;
}

const NOT_ME_ACTION = "This was not me: reset my password";
const NOT_ME_CLOSING =
  "If this was not you, someone may have your password and your session: reset your password now with the link above, and call us on the number on our website.";

/** Mailed when two-factor authentication is turned on. */
export function twoFactorEnabledMessage(to: Recipient, place: SignInPlace, resetLink: string): MailMessage {
  return compose(to.email, "two-factor authentication is on", {
    greeting: greeting(to),
    paragraphs: [
      "Two-factor authentication was turned on for your account: signing in now needs a code from your authenticator app, or one of your recovery codes.",
      placeLine(place),
      "Keep your recovery codes somewhere safe and apart from your phone: they are the way back in if you lose it.",
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing: NOT_ME_CLOSING,
  });
}

/** Mailed when two-factor authentication is turned off: the account's recovery codes went with it. */
export function twoFactorDisabledMessage(to: Recipient, place: SignInPlace, resetLink: string): MailMessage {
  return compose(to.email, "two-factor authentication is off", {
    greeting: greeting(to),
    paragraphs: [
      "Two-factor authentication was turned off for your account: signing in now needs only your password, and your recovery codes no longer work.",
      placeLine(place),
      "We recommend turning it on again in your security settings.",
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing: NOT_ME_CLOSING,
  });
}

/** Mailed when a new set of recovery codes replaces the old one. */
export function recoveryCodesGeneratedMessage(to: Recipient, place: SignInPlace, resetLink: string): MailMessage {
  return compose(to.email, "new recovery codes for your account", {
    greeting: greeting(to),
    paragraphs: [
      "A new set of recovery codes was made for your account. The codes you had before no longer work.",
      placeLine(place),
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing: NOT_ME_CLOSING,
  });
}

/** Mailed when a recovery code signs in; with 3 or fewer left, it says so and suggests a new set. */
export function recoveryCodeUsedMessage(
  to: Recipient,
  place: SignInPlace,
  remaining: number,
  resetLink: string,
): MailMessage {
  const left =
    remaining === 0
      ? "You have no recovery codes left."
      : `You have ${remaining} recovery code${remaining === 1 ? "" : "s"} left.`;
  return compose(to.email, "a recovery code was used to sign in", {
    greeting: greeting(to),
    paragraphs: [
      `A recovery code was used to sign in to your account, instead of a code from your authenticator app. ${left}`,
      placeLine(place),
      ...(remaining <= RECOVERY_CODES_LOW_AT
        ? [
            "You are running out of recovery codes: sign in and generate a new set in your security settings, and keep it somewhere safe.",
          ]
        : []),
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing:
      "If this was not you, reset your password now with the link above and contact us on the number on our website.",
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
      placeLine(place),
      "If this was you, there is nothing to do. You can see and remove your passkeys in your security settings.",
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
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
      placeLine(place),
    ],
    closing:
      "If you did not do this, contact us at once by replying to this message or calling the number on our website.",
  });
}
