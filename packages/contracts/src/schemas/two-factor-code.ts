// The authenticator code as a person types it, without zod: what the code field keeps and when a code is complete.
// Apart from the field schemas (fields.ts), so a prompt that only reads a code (the second-factor prompt, sign-in's
// code step) loads none of those.
import { TWO_FACTOR_CODE_LENGTH } from "../constants.ts";

export const TWO_FACTOR_CODE_PATTERN = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

/** What the code input keeps of a keystroke or paste: digits only, at most six. */
export function sanitizeTwoFactorInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** The verify button is enabled only with exactly six digits. */
export function isCompleteTwoFactorCode(code: string): boolean {
  return TWO_FACTOR_CODE_PATTERN.test(code);
}
