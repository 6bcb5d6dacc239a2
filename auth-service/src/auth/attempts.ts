// Charging attempts to their counters before anything is checked, atomically with reading them, and settling the
// charge once the check is done: so N requests sent at once get no more checks than the limits allow.
import type { Db } from "../db/database.ts";
import { deleteFailureCounter, findFailureCounter, saveFailureCounter } from "../db/failure-counters-store.ts";
import { blockedFor, chargeCounter, refundCounter, type AttemptPolicy } from "./abuse-limits.ts";

export interface Charge {
  key: string;
  policy: AttemptPolicy;
}

interface ChargedKey extends Charge {
  /** The block this charge started, so a refund can lift exactly that one. */
  blockSet: number | null;
}

export type Attempt =
  | { kind: "throttled"; retryAfterMs: number }
  | {
      kind: "charged";
      /** A "lock" counter refused the attempt: check nothing, answer as if the secret were wrong. */
      locked: boolean;
      /** True when this attempt's charge started a lock (the audit trail records a lockout). */
      startedLock: boolean;
      charged: ChargedKey[];
    };

/**
 * One IMMEDIATE transaction: reads every counter, refuses with the longest wait when a "throttle" counter is
 * blocked (charging nothing), else charges them all; a blocked "lock" counter is not charged (nothing will be
 * checked) and marks the attempt locked.
 */
export function chargeAttempt(db: Db, charges: readonly Charge[], now: number): Attempt {
  return db
    .transaction((): Attempt => {
      const counters = charges.map((charge) => ({ ...charge, counter: findFailureCounter(db, charge.key) }));
      const wait = Math.max(
        0,
        ...counters
          .filter(({ policy }) => policy.refusal === "throttle")
          .map(({ counter, policy }) => blockedFor(counter, policy, now)),
      );
      if (wait > 0) return { kind: "throttled", retryAfterMs: wait };

      let locked = false;
      let startedLock = false;
      const charged: ChargedKey[] = [];
      for (const { key, policy, counter } of counters) {
        if (policy.refusal === "lock" && blockedFor(counter, policy, now) > 0) {
          locked = true;
          continue;
        }
        const next = chargeCounter(counter, policy, now);
        const blockSet =
          next.blocked_until > now && next.blocked_until !== counter?.blocked_until ? next.blocked_until : null;
        if (blockSet !== null && policy.refusal === "lock") startedLock = true;
        saveFailureCounter(db, { key, ...next });
        charged.push({ key, policy, blockSet });
      }
      return { kind: "charged", locked, startedLock, charged };
    })
    .immediate();
}

/**
 * The check passed. `outcome` "success": each key does what its policy says (gives the attempt back, or forgets
 * the key). "step": only one step passed (a right password that still needs its code), so every charge is given back.
 */
export function settleAttempt(db: Db, attempt: Attempt, outcome: "success" | "step"): void {
  if (attempt.kind !== "charged") return;
  db.transaction(() => {
    for (const { key, policy, blockSet } of attempt.charged) {
      if (outcome === "success" && policy.onSuccess === "forget") {
        deleteFailureCounter(db, key);
        continue;
      }
      const counter = findFailureCounter(db, key);
      if (counter) saveFailureCounter(db, { key, ...refundCounter(counter, blockSet) });
    }
  }).immediate();
}
