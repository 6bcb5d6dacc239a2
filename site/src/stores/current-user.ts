// The signed-in user as the browser remembers it (SPEC.md section 3): the user object and, apart, the email.
import { STORAGE_KEYS, userSchema, type User } from "@bank/contracts";

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be blocked by the browser's privacy settings
  }
}

export function rememberUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
  storage()?.setItem(STORAGE_KEYS.userEmail, user.email);
}

/** Clears the stored current user, email and session token, as opening the sign-in screen does. */
export function forgetUser(): void {
  for (const key of [STORAGE_KEYS.currentUser, STORAGE_KEYS.userEmail, STORAGE_KEYS.sessionToken]) {
    storage()?.removeItem(key);
  }
}

/** The stored user, or null when there is none or it is not a user. */
export function storedUser(): User | null {
  const raw = storage()?.getItem(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
