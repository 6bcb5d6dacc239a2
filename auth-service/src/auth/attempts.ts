// Charging attempts to their counters before anything is checked, atomically with reading them, and settling the
// charge once the check is done: so N requests sent at once, to one instance or several, get no more checks than
// the limits allow.
import { inTransaction, type Db } from "../db/database.ts";
import {
  deleteFailureCounter,
  lockExistingFailureCounters,
  lockFailureCounters,
  saveFailureCounter,
} from "../db/failure-counters-store.ts";
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
 * One transaction with every counter locked: refuses with the longest wait when a "throttle" counter is blocked
 * (charging nothing), else charges them all; a blocked "lock" counter is not charged (nothing will be checked)
 * and marks the attempt locked.
 */
export async function chargeAttempt(db: Db, charges: readonly Charge[], now: number): Promise<Attempt> {
  return inTransaction(db, async (trx): Promise<Attempt> => {
    const rows = await lockFailureCounters(
      trx,
      charges.map((charge) => charge.key),
      now,
    );
    const counters = charges.map((charge) => ({ ...charge, counter: rows.get(charge.key) }));
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
      await saveFailureCounter(trx, { key, ...next });
      charged.push({ key, policy, blockSet });
    }
    return { kind: "charged", locked, startedLock, charged };
  });
}

/**
 * The check passed. `outcome` "success": each key does what its policy says (gives the attempt back, or forgets
 * the key). "step": only one step passed (a right password that still needs its code), so every charge is given back.
 */
export async function settleAttempt(db: Db, attempt: Attempt, outcome: "success" | "step"): Promise<void> {
  if (attempt.kind !== "charged") return;
  await inTransaction(db, async (trx) => {
    const counters = await lockExistingFailureCounters(
      trx,
      attempt.charged.map((charge) => charge.key),
    );
    for (const { key, policy, blockSet } of attempt.charged) {
      if (outcome === "success" && policy.onSuccess === "forget") {
        await deleteFailureCounter(trx, key);
        continue;
      }
      const counter = counters.get(key);
      if (counter) await saveFailureCounter(trx, { ...refundCounter(counter, blockSet), key });
    }
  });
}
