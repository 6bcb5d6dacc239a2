// An invitation's link kept in this browser while its newcomer signs up and verifies their address, so that once
// signed in they are led back to accept it (/invitations and the dashboard's overview). Cleared when it is accepted
// or found not valid.
import { readStored, removeStored, writeStored } from "./browser-storage.ts";

/** The browser storage key of the invitation's token. */
export const PENDING_INVITATION_KEY = "pendingInvitation";

/** The token of an invitation opened earlier in this browser and not yet accepted, if any. */
export function pendingInvitation(): string | null {
  return readStored("localStorage", PENDING_INVITATION_KEY) || null;
}

/** Storage refused (private mode): the mailed link still leads back here. */
export function keepPendingInvitation(token: string): void {
  writeStored("localStorage", PENDING_INVITATION_KEY, token);
}

export function forgetPendingInvitation(): void {
  removeStored("localStorage", PENDING_INVITATION_KEY);
}

/** The page that shows the invitation of a token. */
export function invitationPath(token: string): string {
  return `/invitations?${new URLSearchParams({ token })}`;
}
