// The abuse-limit policies as plain functions of a counter and a clock: windows, lockout growth and their keys.
// auth/attempts.ts charges requests to these counters in the database; nothing here reads or writes it.
import type { FailureCounterRow } from "../db/failure-counters-store.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A counter's state, without its key. */
export type Counter = Omit<FailureCounterRow, "key">;

export interface AttemptPolicy {
  /** True when the counter's attempts belong to a window that has passed, so a new count starts. */
  isStale(counter: Counter, now: number): boolean;
  /** Until when a counter that has just reached `attempts` refuses more (0 when it does not). */
  blockUntil(attempts: number, windowStart: number, now: number): number;
  /** When an idle counter may be deleted, or null: kept until a success or a password reset forgets it. */
  forgetAt(windowStart: number): number | null;
  /** "throttle": refused with 429 and Retry-After. "lock": answered like a wrong password, nothing checked. */
  refusal: "throttle" | "lock";
  /** What a passed check does to its charge: give back that one attempt, or forget every attempt of the key. */
  onSuccess: "refund" | "forget";
}

/** At most `maxAttempts` attempts in a fixed window; over it, refused with 429 until the window ends. */
export function windowPolicy(maxAttempts: number, windowMs: number, onSuccess: "refund" | "forget"): AttemptPolicy {
  return {
    isStale: (counter, now) => now - counter.window_start >= windowMs,
    blockUntil: (attempts, windowStart) => (attempts >= maxAttempts ? windowStart + windowMs : 0),
    forgetAt: (windowStart) => windowStart + windowMs,
    refusal: "throttle",
    onSuccess,
  };
}

/** Sign-in, 2FA and re-authentication attempts from one client address (an IPv6 /64): 30 failures in 15 minutes. */
export const SIGNIN_PER_ADDRESS = windowPolicy(30, 15 * MINUTE, "refund");
/** Attempts on one email address from one device class (an account or not, so a 429 reveals nothing): 5 in 15 minutes. */
export const SIGNIN_PER_ACCOUNT = windowPolicy(5, 15 * MINUTE, "forget");
/** Sign-ups that pass validation, new address or taken alike, from one client address: 10 an hour. */
export const SIGNUPS_PER_ADDRESS = windowPolicy(10, HOUR, "refund");
/** Contact form messages from one client address: 5 an hour (each one mails the sales team). */
export const CONTACT_MESSAGES_PER_ADDRESS = windowPolicy(5, HOUR, "refund");

export const LOCKOUT_THRESHOLD = 10;
/** NIST SP 800-63B 5.2.2: no more than 100 consecutive failed checks on one account. */
export const LOCKOUT_MAX_FAILURES = 100;
const LOCKOUT_FIRST_MS = 15 * MINUTE;
const LOCKOUT_LONGEST_MS = 24 * HOUR;
/** The lock of the 100th consecutive failure: only a password reset lifts it. */
export const LOCKED_UNTIL_RESET = Number.MAX_SAFE_INTEGER;

/**
 * How long the lock after the `failures`-th consecutive failure lasts: none below 10; 15 minutes at 10, doubling
 * every 5 failures up to a day; and at 100 until the password is reset, so the count can never pass 100.
 */
export function lockoutDuration(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  if (failures >= LOCKOUT_MAX_FAILURES) return Number.POSITIVE_INFINITY;
  const doublings = Math.floor((failures - LOCKOUT_THRESHOLD) / 5);
  return Math.min(LOCKOUT_FIRST_MS * 2 ** doublings, LOCKOUT_LONGEST_MS);
}

/**
 * Consecutive failed checks of one account's password or codes from one device class. The lock lifts by itself
 * (until the 100th); a success forgets the count; nothing else does but a password reset.
 */
export const ACCOUNT_LOCKOUT: AttemptPolicy = {
  isStale: () => false,
  blockUntil: (failures, _windowStart, now) => {
    const duration = lockoutDuration(failures);
    if (duration === 0) return 0;
    return Number.isFinite(duration) ? now + duration : LOCKED_UNTIL_RESET;
  },
  forgetAt: () => null,
  refusal: "lock",
  onSuccess: "forget",
};

/**
 * Where failures are counted for an account: a browser that has signed in to it before counts for itself alone;
 * every other browser counts together, so strangers' guesses lock out strangers, never the owner's own browser.
 */
export type DeviceClass = "unknown" | `device:${string}`;

export function deviceClassOf(knownDeviceId: string | null): DeviceClass {
  return knownDeviceId === null ? "unknown" : `device:${knownDeviceId}`;
}

export const limitKeys = {
  signInAddress: (addressKey: string) => `signin:ip:${addressKey}`,
  signInAccount: (email: string, device: DeviceClass) => `signin:account:${email}:${device}`,
  /** Every device class of one email address, for a password reset to forget. */
  signInAccountAll: (email: string) => `signin:account:${email}:`,
  lockout: (userId: string, device: DeviceClass) => `lockout:${userId}:${device}`,
  lockoutAll: (userId: string) => `lockout:${userId}:`,
  signUpAddress: (addressKey: string) => `signup:ip:${addressKey}`,
  contactAddress: (addressKey: string) => `contact:ip:${addressKey}`,
  passkeyChallengeAddress: (addressKey: string) => `passkey-challenge:ip:${addressKey}`,
  passkeyChallengeUser: (userId: string) => `passkey-challenge:user:${userId}`,
  resetAddress: (addressKey: string) => `reset:ip:${addressKey}`,
  resetEmail: (email: string) => `reset:email:${email}`,
  verificationResend: (userId: string) => `verify-resend:${userId}`,
  emailChangeUser: (userId: string) => `email-change:user:${userId}`,
  emailChangeAddress: (email: string) => `email-change:to:${email}`,
};

/** Milliseconds until the counter accepts attempts again; 0 when it does now. */
export function blockedFor(counter: Counter | undefined, policy: AttemptPolicy, now: number): number {
  if (!counter || policy.isStale(counter, now)) return 0;
  return Math.max(0, counter.blocked_until - now);
}

/** The counter after one more attempt is charged to it. */
export function chargeCounter(counter: Counter | undefined, policy: AttemptPolicy, now: number): Counter {
  const current = counter && !policy.isStale(counter, now) ? counter : undefined;
  const failures = (current?.failures ?? 0) + 1;
  const windowStart = current?.window_start ?? now;
  return {
    failures,
    window_start: windowStart,
    last_failure_at: now,
    blocked_until: Math.max(current?.blocked_until ?? 0, policy.blockUntil(failures, windowStart, now)),
    forget_at: policy.forgetAt(windowStart),
  };
}

/**
 * The counter after a passed check gives back its attempt. The attempt was let through, so the key was not
 * blocked before it; a block that this attempt's charge started (`blockSetByCharge`) is lifted with it, while a
 * block another attempt set meanwhile stays.
 */
export function refundCounter(counter: Counter, blockSetByCharge: number | null): Counter {
  const liftsBlock = blockSetByCharge !== null && counter.blocked_until === blockSetByCharge;
  return {
    ...counter,
    failures: Math.max(0, counter.failures - 1),
    blocked_until: liftsBlock ? 0 : counter.blocked_until,
  };
}
