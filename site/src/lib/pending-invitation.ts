// An invitation's link kept in this browser while its newcomer signs up and verifies their address, so that once
// signed in they are led back to accept it (/invitations and the dashboard's overview). Cleared when it is accepted
// or found not valid.

/** The browser storage key of the invitation's token. */
export const PENDING_INVITATION_KEY = "pendingInvitation";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The token of an invitation opened earlier in this browser and not yet accepted, if any. */
export function pendingInvitation(): string | null {
  try {
    return storage()?.getItem(PENDING_INVITATION_KEY) || null;
  } catch {
    return null;
  }
}

export function keepPendingInvitation(token: string): void {
  try {
    storage()?.setItem(PENDING_INVITATION_KEY, token);
  } catch {
    // Storage refused (private mode): the mailed link still leads back here.
  }
}

export function forgetPendingInvitation(): void {
  try {
    storage()?.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The page that shows the invitation of a token. */
export function invitationPath(token: string): string {
  return `/invitations?${new URLSearchParams({ token })}`;
}
