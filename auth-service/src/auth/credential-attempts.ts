// One attempt at an account's password or code (sign-in, 2FA, re-authentication): the counters it is charged to,
// and what a failure leaves in the audit trail.
import { isKnownDevice } from "../db/known-devices-store.ts";
import type { UserRow } from "../db/users-store.ts";
import {
  ACCOUNT_LOCKOUT,
  SIGNIN_PER_ACCOUNT,
  SIGNIN_PER_ADDRESS,
  deviceClassOf,
  limitKeys,
  type DeviceClass,
} from "./abuse-limits.ts";
import { chargeAttempt, settleAttempt, type Attempt, type Charge } from "./attempts.ts";
import { recordAuditEvent, type AuditEventName } from "../core/audit.ts";
import { addressKey } from "../core/client-address.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import { HashingQueueFull, isHashingQueueFull, verifyAgainstNothing, verifyPassword } from "./password.ts";

/** Whose secret is tried, from where. `user` is undefined for an email with no account. */
export interface CredentialTarget {
  email: string;
  user: UserRow | undefined;
  client: ClientInfo;
}

/** The browser's device class for this account: its own when it has signed in to the account before. */
export async function deviceClassFor(deps: ServiceDeps, target: CredentialTarget): Promise<DeviceClass> {
  const { user, client } = target;
  const known =
    user !== undefined && client.deviceId !== null && (await isKnownDevice(deps.db, user.id, client.deviceId));
  return deviceClassOf(known ? client.deviceId : null);
}

function chargesFor(target: CredentialTarget, device: DeviceClass): Charge[] {
  const charges: Charge[] = [
    { key: limitKeys.signInAddress(addressKey(target.client.ip)), policy: SIGNIN_PER_ADDRESS },
    { key: limitKeys.signInAccount(target.email, device), policy: SIGNIN_PER_ACCOUNT },
  ];
  if (target.user) charges.push({ key: limitKeys.lockout(target.user.id, device), policy: ACCOUNT_LOCKOUT });
  return charges;
}

export type ChargedAttempt = Extract<Attempt, { kind: "charged" }>;

/**
 * Charges the attempt before anything is checked: "throttled" when a limit is reached. With `hashes`, it is
 * "busy" instead when every password check is taken (nothing charged: the client may retry at once).
 */
export async function beginCredentialAttempt(
  deps: ServiceDeps,
  target: CredentialTarget,
  options: { hashes: boolean; device?: DeviceClass },
): Promise<Attempt | { kind: "busy" }> {
  if (options.hashes && isHashingQueueFull()) return { kind: "busy" };
  const device = options.device ?? (await deviceClassFor(deps, target));
  return chargeAttempt(deps.db, chargesFor(target, device), deps.now());
}

/**
 * Checks the password of a charged attempt. A locked account or an unknown email costs a real verification too,
 * and fails. "busy" when the hashing queue filled meanwhile: nothing was checked, so the attempt is given back.
 */
export async function checkPassword(
  deps: ServiceDeps,
  attempt: ChargedAttempt,
  user: UserRow | undefined,
  password: string,
): Promise<boolean | "busy"> {
  try {
    return user !== undefined && !attempt.locked
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstNothing(password);
  } catch (error) {
    if (!(error instanceof HashingQueueFull)) throw error;
    await settleAttempt(deps.db, attempt, "step");
    return "busy";
  }
}

/** A failed check stays charged; the audit trail records it, and the lockout it started. */
export async function recordCredentialFailure(
  deps: ServiceDeps,
  target: CredentialTarget,
  attempt: Attempt,
  event: AuditEventName,
  cause: string,
): Promise<void> {
  const now = deps.now();
  const subject = {
    userId: target.user?.id ?? null,
    email: target.email,
    ip: target.client.ip,
    userAgent: target.client.userAgent,
  };
  await recordAuditEvent(deps.db, event, subject, now, { cause });
  if (attempt.kind === "charged" && attempt.startedLock) await recordAuditEvent(deps.db, "lockout", subject, now);
}
