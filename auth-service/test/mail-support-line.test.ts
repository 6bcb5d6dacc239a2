// Every notice that tells the customer to call the bank gives the number and its hours (packages/contracts'
// bank-contact.ts), in both parts, rather than sending them to look for it on the website.
import { OPENING_HOURS_TEXT, SUPPORT_PHONE } from "@bank/contracts";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../src/mail/mailer.ts";
import {
  emailChangeConfirmedMessage,
  emailChangeRequestedMessage,
  emailChangedMessage,
  newSignInMessage,
  passkeyAddedMessage,
  passkeyRemovedMessage,
  passwordChangedHereMessage,
  passwordChangedMessage,
  recoveryCodeUsedMessage,
  recoveryCodesGeneratedMessage,
  twoFactorDisabledMessage,
  twoFactorEnabledMessage,
  twoFactorResetByStaffMessage,
} from "../src/mail/messages.ts";
import { applicationRejectedMessage } from "../src/mail/onboarding-messages.ts";

const to = { email: "grace@example.com", first_name: "Grace", email_verified_at: 1 };
const when = new Date(Date.UTC(2026, 10, 22, 12));
const place = { when, ip: "203.0.113.9", userAgent: null };
const link = "https://bank.example/forgot-password";
const passkey = { name: "Work laptop", place };

const NOTICES: Record<string, MailMessage> = {
  passwordChanged: passwordChangedMessage(to, when),
  newSignIn: newSignInMessage(to, place, link),
  twoFactorEnabled: twoFactorEnabledMessage(to, place, link),
  twoFactorDisabled: twoFactorDisabledMessage(to, place, link),
  recoveryCodesGenerated: recoveryCodesGeneratedMessage(to, place, link),
  recoveryCodeUsed: recoveryCodeUsedMessage(to, place, 2, link),
  passkeyAdded: passkeyAddedMessage(to, passkey, link),
  passkeyRemoved: passkeyRemovedMessage(to, passkey),
  passwordChangedHere: passwordChangedHereMessage(to, place, link),
  emailChangeRequested: emailChangeRequestedMessage(to, "new@example.com", place, link),
  emailChanged: emailChangedMessage(to, "new@example.com", when),
  emailChangeConfirmed: emailChangeConfirmedMessage(to, "https://bank.example/signin"),
  twoFactorResetByStaff: twoFactorResetByStaffMessage(to, when, { settings: link, reset: link }),
  applicationRejected: applicationRejectedMessage(to, "The EIN does not match the formation document."),
};

describe("notices that ask the customer to call us", () => {
  it.each(Object.entries(NOTICES))("%s gives the phone number and the opening hours", (_name, mail) => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`${SUPPORT_PHONE.display} (${OPENING_HOURS_TEXT})`);
      expect(part).not.toMatch(/on our website/);
    }
  });
});
