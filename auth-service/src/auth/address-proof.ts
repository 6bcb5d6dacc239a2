// Verified before trusted. An account can be opened with an address its opener does not own (account
// pre-hijacking): until the address is proven, the account may not add a second factor, apply for a business account,
// upload documents or be made staff. The first proof (the verification link, or a password reset by mail) hands the
// account to whoever holds the mailbox: every session ends and whatever was added before it (passkeys, TOTP,
// recovery codes, remembered browsers) is removed, and the owner is asked to confirm the name on the account.
import type { Db } from "../db/database.ts";
import { forgetUserDevices } from "../db/known-devices-store.ts";
import { deleteUserPasskeys } from "../db/passkeys-store.ts";
import { deleteRecoveryCodes } from "../db/recovery-codes-store.ts";
import { endUserSessions } from "../db/sessions-store.ts";
import {
  confirmUserName,
  findUserById,
  markAddressFirstProven,
  markEmailVerified,
  type UserRow,
} from "../db/users-store.ts";
import { recordAuditEvent } from "../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../core/deps.ts";
import type { SessionEndReason } from "./session.ts";

const ADDRESS_VERIFIED: SessionEndReason = "address_verified";

export type AddressProof =
  /** The account was unverified: it is now, and was cleared of everything added before. */
  | { kind: "first-proof"; sessionsEnded: number }
  /** The address was already verified: nothing else changes. */
  | { kind: "already-verified" }
  /** The account no longer uses that address (changed meanwhile), or is gone. */
  | { kind: "not-current" };

/**
 * Records, in the caller's transaction, that the holder of `email`'s mailbox proved it for the account. Run it
 * after the user's row is locked or updated in that transaction, so no sign-in or factor change commits between.
 */
export async function proveAddress(
  trx: Db,
  user: Pick<UserRow, "id" | "email">,
  email: string,
  now: number,
): Promise<AddressProof> {
  if (await markAddressFirstProven(trx, user.id, email, now)) {
    const passkeys = await deleteUserPasskeys(trx, user.id);
    const recoveryCodes = await deleteRecoveryCodes(trx, user.id);
    await forgetUserDevices(trx, user.id);
    const sessionsEnded = await endUserSessions(trx, user.id, ADDRESS_VERIFIED, now);
    await recordAuditEvent(trx, "address_first_proven", { userId: user.id, email }, now, {
      sessionsEnded,
      passkeysRemoved: passkeys,
      recoveryCodesRemoved: recoveryCodes,
    });
    return { kind: "first-proof", sessionsEnded };
  }
  if (await markEmailVerified(trx, user.id, email, now)) return { kind: "already-verified" };
  return { kind: "not-current" };
}

export type ConfirmNameOutcome = { kind: "confirmed"; user: UserRow } | { kind: "not-due" };

/** The owner confirms (or corrects) the name on the account after the first proof of its address. */
export async function confirmName(
  deps: ServiceDeps,
  user: UserRow,
  name: { firstName: string; lastName: string },
  client: ClientInfo,
): Promise<ConfirmNameOutcome> {
  if (user.name_confirmation_due !== 1) return { kind: "not-due" };
  const now = deps.now();
  await confirmUserName(deps.db, user.id, name, now);
  await recordAuditEvent(
    deps.db,
    "name_confirmed",
    { userId: user.id, email: user.email, ip: client.ip, userAgent: client.userAgent },
    now,
    { changed: name.firstName !== user.first_name || name.lastName !== user.last_name },
  );
  return { kind: "confirmed", user: (await findUserById(deps.db, user.id))! };
}
