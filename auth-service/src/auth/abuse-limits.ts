// Failure counting for sign-in, sign-up and 2FA: per-IP and per-account limits and the account lockout.
// Counters live in the database so every service instance sees the same ones.
import type { Db } from "../db/database.ts";
import {
  deleteFailureCounter,
  findFailureCounter,
  saveFailureCounter,
  type FailureCounterRow,
} from "../db/failure-counters-store.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface FailurePolicy {
  /** True when the counter's failures are old enough to forget. */
  forgets(counter: FailureCounterRow, now: number): boolean;
  /** Until when a counter with this many failures refuses attempts (0 when it does not). */
  blockUntil(failures: number, windowStart: number, now: number): number;
  /** Failures are never counted past this. */
  maxCount: number;
}

/** At most `maxFailures` failures in a fixed window; over it, refused until the window ends. */
export function windowPolicy(maxFailures: number, windowMs: number): FailurePolicy {
  return {
    forgets: (counter, now) => now - counter.window_start >= windowMs,
    blockUntil: (failures, windowStart) => (failures >= maxFailures ? windowStart + windowMs : 0),
    maxCount: maxFailures,
  };
}

/** Failures from one address on sign-in and 2FA: 30 in 15 minutes. */
export const SIGNIN_PER_IP = windowPolicy(30, 15 * MINUTE);
/** Failures on one email address (an account or not, so the answer reveals nothing): 5 in 15 minutes. */
export const SIGNIN_PER_ACCOUNT = windowPolicy(5, 15 * MINUTE);
/** Refused sign-ups (email taken, password too common) from one address: 20 an hour. */
export const SIGNUP_PER_IP = windowPolicy(20, HOUR);

export const LOCKOUT_THRESHOLD = 10;
/** NIST SP 800-63B 5.2.2: no more than 100 consecutive failed attempts on one account. */
export const LOCKOUT_MAX_FAILURES = 100;
const LOCKOUT_FIRST_MS = 15 * MINUTE;
const LOCKOUT_LONGEST_MS = 24 * HOUR;

/**
 * Consecutive failures on an existing account. From the 10th, every failure locks the account: 15 minutes,
 * doubling every 5 failures up to 24 hours, which it reaches well before 100. The lock lifts by itself; a
 * success, or a day with no failure, forgets the count.
 */
export const ACCOUNT_LOCKOUT: FailurePolicy = {
  forgets: (counter, now) => counter.blocked_until <= now && now - counter.last_failure_at >= LOCKOUT_LONGEST_MS,
  blockUntil: (failures, _windowStart, now) => {
    if (failures < LOCKOUT_THRESHOLD) return 0;
    const doublings = Math.floor((failures - LOCKOUT_THRESHOLD) / 5);
    return now + Math.min(LOCKOUT_FIRST_MS * 2 ** doublings, LOCKOUT_LONGEST_MS);
  },
  maxCount: LOCKOUT_MAX_FAILURES,
};

export const limitKeys = {
  signInIp: (ip: string) => `signin:ip:${ip}`,
  signInAccount: (email: string) => `signin:account:${email}`,
  lockout: (userId: string) => `lockout:${userId}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetEmail: (email: string) => `reset:email:${email}`,
  verificationResend: (userId: string) => `verify-resend:${userId}`,
};

/** Milliseconds until `key` accepts attempts again; 0 when it does now. */
export function blockedFor(db: Db, key: string, now: number): number {
  const counter = findFailureCounter(db, key);
  return counter ? Math.max(0, counter.blocked_until - now) : 0;
}

export interface FailureRecorded {
  failures: number;
  /** True when this failure started a block that was not running before. */
  startedBlock: boolean;
}

/** Counts one failure against `key`; one IMMEDIATE transaction, so concurrent instances cannot lose a count. */
export function recordFailure(db: Db, key: string, policy: FailurePolicy, now: number): FailureRecorded {
  return db
    .transaction((): FailureRecorded => {
      const existing = findFailureCounter(db, key);
      const current = existing && !policy.forgets(existing, now) ? existing : undefined;
      const failures = Math.min((current?.failures ?? 0) + 1, policy.maxCount);
      const windowStart = current?.window_start ?? now;
      const blockedUntil = Math.max(current?.blocked_until ?? 0, policy.blockUntil(failures, windowStart, now));
      saveFailureCounter(db, {
        key,
        failures,
        window_start: windowStart,
        last_failure_at: now,
        blocked_until: blockedUntil,
      });
      return { failures, startedBlock: blockedUntil > now && (current?.blocked_until ?? 0) <= now };
    })
    .immediate();
}

/** A success: the key's failures are forgotten. */
export function forgetFailures(db: Db, key: string): void {
  deleteFailureCounter(db, key);
}

/** "Try again in 15 minutes." for a block of that length, rounded up. */
export function retryAfterText(blockedMs: number): string {
  const seconds = Math.ceil(blockedMs / 1000);
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}
