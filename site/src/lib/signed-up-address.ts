// The address a visitor has just signed up with, handed from the sign-up screen to the sign-in screen it leads to,
// so that screen can fill it in and say where the verification link went. Kept in this tab's session storage, not
// the URL (which analytics and logs would see), and read once.
import { readStored, removeStored, writeStored } from "./browser-storage.ts";

/** The session storage key of the address. */
const SIGNED_UP_ADDRESS_KEY = "signedUpAddress";

/** Storage refused (private mode): the sign-in screen opens empty, as it does for anyone else. */
export function keepSignedUpAddress(email: string): void {
  writeStored("sessionStorage", SIGNED_UP_ADDRESS_KEY, email);
}

/** The address signed up with in this tab, once: a second read, or a later visit to the sign-in screen, finds none. */
export function takeSignedUpAddress(): string | null {
  const email = readStored("sessionStorage", SIGNED_UP_ADDRESS_KEY) || null;
  removeStored("sessionStorage", SIGNED_UP_ADDRESS_KEY);
  return email;
}
