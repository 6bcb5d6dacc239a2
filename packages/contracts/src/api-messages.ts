// Every text the auth service answers with, written once: the service sends them, the site and tests import them.
import { PASSKEY_FAILED_TEXT } from "./texts/sign-in.ts";

export const API_MESSAGES = {
  // Sign-up answers a taken address exactly like a new one (docs/security.md), so the text fits both.
  signUpAccepted: "Thank you. We have sent a message to your email address. You can now sign in.",
  commonPassword: "This password is too common and easy to guess. Choose a longer or less predictable one.",

  signedIn: "Signed in.",
  signedOut: "Signed out.",
  // One answer for an unknown email, a wrong password and a locked account.
  invalidCredentials: "Invalid email or password.",
  invalidCode: "Invalid or expired authenticator code.",
  invalidRecoveryCode: "That recovery code is not valid or has been used.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  notSignedIn: "You are not signed in, or your session has ended. Sign in again.",

  reauthenticationRequired: "For your security, confirm it is you: enter your password again to make this change.",
  reauthenticated: "Thank you. You can make security changes for the next 10 minutes.",
  wrongPassword: "That password is not correct.",
  codeProofNeedsTwoFactor: "Two-factor authentication is not on. Confirm with your password instead.",
  noPasskeyToConfirm: "You have no passkey on this account. Confirm with your password or an authenticator code.",
  passkeyNotConfirmed: "That passkey could not confirm it is you. Please try again.",
  /** Adding a second factor, applying or staff access wait until the address is proven (pre-hijacking defence). */
  verifyAddressFirst:
    "Verify your email address first: open the link we sent you (or ask for a new one), then try again.",

  twoFactorAlreadyEnabled: "Two-factor authentication is already on. Turn it off first to enrol a new authenticator.",
  twoFactorNotPending: "Start two-factor setup first to get a new secret.",
  twoFactorNotEnabled: "Two-factor authentication is not on.",
  recoveryCodesNeedTwoFactor: "Recovery codes come with two-factor authentication. Turn it on first.",
  twoFactorWrongCode: "That code is not valid. Enter the current 6-digit code from your authenticator app.",
  twoFactorWrongPasswordOrCode: "Your password or the authenticator code is incorrect.",
  twoFactorEnabled: "Two-factor authentication is on.",
  twoFactorDisabled: "Two-factor authentication is off.",

  // One answer for every refused passkey sign-in: unknown passkey, bad signature, stale challenge, cloned key.
  passkeyFailed: PASSKEY_FAILED_TEXT,
  passkeyNotAdded: "We couldn't add that passkey. Please try again.",
  passkeyAlreadyAdded: "That passkey is already registered.",
  passkeyAdded: "Passkey added. You can now sign in with it.",
  passkeyRenamed: "Passkey renamed.",
  passkeyRemoved: "Passkey removed. It can no longer sign in to your account.",
  passkeyNotFound: "That passkey was not found. It may have been removed already.",

  resetRequested:
    "If an account uses that email address, we have sent it a link to choose a new password. The link works for 30 minutes.",
  resetLinkInvalid: "This password reset link is invalid, expired or already used. Request a new one.",
  passwordChanged: "Your password has been changed. Sign in with your new password.",

  emailVerified: "Your email address is verified. Thank you.",
  /**
   * The first proof of an account's address ends every session and removes anything added before it: the owner
   * signs in again and confirms the name on the account.
   */
  emailVerifiedSignInAgain:
    "Your email address is verified. For your security, every session of this account has ended: sign in again to continue.",
  nameConfirmed: "Thank you. Your name is confirmed.",
  nameNotDue: "There is no name to confirm on this account.",
  verifyLinkInvalid: "This verification link is invalid, expired or already used. Sign in and ask for a new one.",
  alreadyVerified: "Your email address is already verified.",
  verificationSent: (email: string) => `We have sent a new verification link to ${email}.`,

  // A change of password while signed in keeps this session and ends every other one.
  passwordChangedHere: "Your password has been changed. You stay signed in here; any other session was ended.",
  credentialsChangedMeanwhile:
    "Your sign-in details changed while this was being saved, so nothing was changed. Please try again.",
  // The same answer whether or not the new address is taken (docs/security.md).
  emailChangeRequested:
    "If that address can be used, we have sent it a link to confirm the change. The link works once, for 30 minutes; until it is opened, you sign in with your current address.",
  emailChangeSameAddress: "That is already your email address.",
  emailChanged: "Your email address has been changed. Sign in with your new address.",
  emailChangeLinkInvalid:
    "This link to confirm a new email address is invalid, expired or already used. Sign in and ask for a new one.",
  emailChangeAddressTaken:
    "That email address now belongs to another account, so your address was not changed. Sign in and choose another one.",

  /** The contact form's message reached the mailer: the site shows its own confirmation, naming what happens next. */
  contactSent: "Thank you. Your message is on its way to our team.",
  /** The mail could not be handed on (the mail server refused or did not answer): nothing was sent, nothing counted. */
  contactNotSent: "We could not send your message just now. Nothing was sent; please try again in a few minutes.",

  crossSite: "Cross-site requests are not allowed.",
  foreignOrigin: "Requests from this origin are not allowed.",
  bodyMustBeObject: "The request body must be a JSON object.",
  bodyTooLarge: "The request body is too large (16 KB at most).",
  notJson: "Send the request body as application/json.",
  contentLengthMismatch: "The request's Content-Length does not match its body.",
  emptyBody: "The request body is empty; send a JSON object.",
  invalidJson: "The request body is not valid JSON.",
  invalidRequest: "The request is not valid.",
  notFound: "Not found",
  serverError: "Something went wrong on our side. Please try again.",
  /** The database is out of reach for a moment (a failover, a restart): nothing was changed. */
  serviceUnavailable: "We can't reach our systems for a moment. Nothing was changed; please try again shortly.",
} as const;

/** What is limited, as a 429 names it ("Too many sign-in attempts."). */
export const THROTTLED_WHAT = {
  signIn: "sign-in attempts",
  signUp: "sign-ups from your network",
  attempts: "attempts",
  resetRequests: "password reset requests",
  verificationEmails: "verification emails",
  emailChanges: "email address change requests",
  requests: "requests",
  contactMessages: "messages from your network",
  // Every password check is busy: nothing was counted against the user, they may simply retry.
  busy: "sign-in requests at once right now",
} as const;

/** "Try again in 15 minutes." for a wait of that length, rounded up. */
export function retryAfterText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}

/** The 429 message: "Too many sign-in attempts. Try again in 15 minutes." */
export function throttledMessage(what: string, waitMs: number): string {
  return `Too many ${what}. ${retryAfterText(waitMs)}`;
}
