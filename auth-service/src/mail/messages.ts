// The texts of every message the service mails, each with a plain-text and an HTML part naming the brand.
import { RECOVERY_CODES_LOW_AT, SUPPORT_LINE_TEXT } from "@bank/contracts";
import { describeUserAgent } from "../core/user-agent.ts";
import type { MailMessage } from "./mailer.ts";

const BRAND = "Meridian Business";
const SIGN_OFF = `The ${BRAND} security team`;

/** "call us on (800) 555-0142 (09:00-17:00, Monday to Friday)": a notice gives the number, not a page to find it on. */
export const CALL_US = `call us on ${SUPPORT_LINE_TEXT}`;

/** Text made safe to put in the HTML part, between tags or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export interface Body {
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
export function greeting(to: Recipient, salutation = "Hello"): string {
  return to.email_verified_at === null ? `${salutation},` : `${salutation} ${to.first_name},`;
}

export function compose(to: string, subject: string, body: Body): MailMessage {
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
    closing: `If you did not do this, contact us at once by replying to this message or calling ${SUPPORT_LINE_TEXT}.`,
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
      placeLine(place),
      "Your account can be signed in on one device at a time, so any earlier session was ended. If this was you, there is nothing to do.",
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing: `If this was not you, reset your password now with the link above, turn on two-factor authentication, and ${CALL_US}.`,
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
const NOT_ME_CLOSING = `If this was not you, someone may have your password and your session: reset your password now with the link above, and ${CALL_US}.`;

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
    closing: `If this was not you, reset your password now with the link above and ${CALL_US}.`,
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
    closing: `If this was not you, reset your password now with the link above, remove the passkey in your security settings, and ${CALL_US}.`,
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
    closing: `If you did not do this, contact us at once by replying to this message or calling ${SUPPORT_LINE_TEXT}.`,
  });
}

/** Mailed when the owner changed the password while signed in: this session stays, every other one ended. */
export function passwordChangedHereMessage(to: Recipient, place: SignInPlace, resetLink: string): MailMessage {
  return compose(to.email, "your password was changed", {
    greeting: greeting(to),
    paragraphs: [
      "The password of your account was just changed by someone signed in to it, who entered the current password first. Any other signed-in session was ended.",
      placeLine(place),
      "If this was you, there is nothing to do.",
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing: `If this was not you, reset your password now with the link above, turn on two-factor authentication, and ${CALL_US}.`,
  });
}

/** "n***@example.com": enough for the owner to recognise an address, not enough to read it to a stranger. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  return `${address.slice(0, Math.min(1, at))}***${address.slice(at)}`;
}

/** Mailed to the current address when a change of it is asked for, whether or not the new one could be used. */
export function emailChangeRequestedMessage(
  to: Recipient,
  newAddress: string,
  place: SignInPlace,
  resetLink: string,
): MailMessage {
  return compose(to.email, "a change of your email address was requested", {
    greeting: greeting(to),
    paragraphs: [
      `A change of your sign-in address to ${maskEmail(newAddress)} was requested. Nothing changes until the link we sent to the new address is opened.`,
      placeLine(place),
    ],
    action: { label: NOT_ME_ACTION, url: resetLink },
    closing: `If this was not you, someone may be signed in to your account: reset your password now with the link above, and ${CALL_US}.`,
  });
}

/** Mailed to the address an account is to move to: the link that makes the change. */
export function emailChangeLinkMessage(newAddress: string, link: string): MailMessage {
  return compose(newAddress, "confirm your new email address", {
    // Not verified yet: no name from the account's records goes to an address nobody has proven.
    greeting: "Hello,",
    paragraphs: [
      "Someone signed in to a business banking account asked to make this its sign-in address. If it was you, confirm the change with the link below. It works once, for 30 minutes; every device signed in to the account will be signed out.",
    ],
    action: { label: "Confirm my new email address", url: link },
    closing: "If you did not ask for this, ignore this message: nothing changes.",
  });
}

/** Mailed to an account's owner when someone tried to move another account to the address; nothing changed. */
export function emailChangeBlockedMessage(to: Recipient, when: Date): MailMessage {
  return compose(to.email, "someone tried to use your address", {
    greeting: greeting(to),
    paragraphs: [
      `On ${when.toUTCString()} someone tried to move another account to this email address. The address already belongs to your account, so nothing was changed.`,
    ],
    closing: "You do not need to do anything.",
  });
}

/** Mailed to the previous address once the change is made: the one warning an owner who did not ask still gets. */
export function emailChangedMessage(to: Recipient, newAddress: string, when: Date): MailMessage {
  return compose(to.email, "your email address was changed", {
    greeting: greeting(to),
    paragraphs: [
      `On ${when.toUTCString()} the sign-in address of your account was changed to ${maskEmail(newAddress)}, and every signed-in session was ended. We will write to the new address from now on.`,
    ],
    closing: `If you did not do this, contact us at once by replying to this message or calling ${SUPPORT_LINE_TEXT}.`,
  });
}

/** Mailed to the new address once the change is made. */
export function emailChangeConfirmedMessage(to: Recipient, signInLink: string): MailMessage {
  return compose(to.email, "your new email address is confirmed", {
    greeting: greeting(to),
    paragraphs: ["This is now the sign-in address of your business banking account. Sign in with it from now on."],
    action: { label: "Sign in", url: signInLink },
    closing: `If you did not ask for this change, ${CALL_US}.`,
  });
}

/** Mailed when the bank's support team turned two-factor authentication off, after checking who asked. */
export function twoFactorResetByStaffMessage(
  to: Recipient,
  when: Date,
  links: { settings: string; reset: string },
): MailMessage {
  return compose(to.email, "two-factor authentication was reset", {
    greeting: greeting(to),
    paragraphs: [
      `On ${when.toUTCString()} our support team turned off two-factor authentication for your account, as asked after your identity was checked. Your recovery codes no longer work and every signed-in session was ended.`,
      "Signing in now needs only your password (or a passkey). Turn two-factor authentication on again in your security settings as soon as you can.",
      `If you did not ask for this, reset your password at once (${links.reset}) and ${CALL_US}.`,
    ],
    action: { label: "Open security settings", url: links.settings },
    closing: "We will never ask you for a password or a code by email or on the phone.",
  });
}
