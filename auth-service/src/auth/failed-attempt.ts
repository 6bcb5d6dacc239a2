// A failed password or code: counted against the client's address, the email and the account's lockout.
import type { UserRow } from "../db/users-store.ts";
import { ACCOUNT_LOCKOUT, SIGNIN_PER_ACCOUNT, SIGNIN_PER_IP, limitKeys, recordFailure } from "./abuse-limits.ts";
import { recordAuditEvent, type AuditEventName } from "./audit.ts";
import type { AuthDeps, ClientInfo } from "./deps.ts";

export function countFailure(
  deps: AuthDeps,
  user: UserRow | undefined,
  email: string,
  client: ClientInfo,
  event: AuditEventName,
  cause: string,
): void {
  const { db } = deps;
  const now = deps.now();
  recordFailure(db, limitKeys.signInIp(client.ip), SIGNIN_PER_IP, now);
  recordFailure(db, limitKeys.signInAccount(email), SIGNIN_PER_ACCOUNT, now);
  recordAuditEvent(db, event, { userId: user?.id ?? null, email, ip: client.ip }, now, { cause });
  if (!user) return;
  const lockout = recordFailure(db, limitKeys.lockout(user.id), ACCOUNT_LOCKOUT, now);
  if (lockout.startedBlock) {
    recordAuditEvent(db, "lockout", { userId: user.id, email, ip: client.ip }, now, { failures: lockout.failures });
  }
}
