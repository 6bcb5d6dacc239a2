// A set of recovery codes as the customer reads it: each grouped XXXX-XXXX-XXXX, and the text file they download.
import { BRAND_NAME, RECOVERY_CODES_SETTINGS_TEXTS as T, normalizeRecoveryCode } from "@bank/contracts";

/** A code in groups of four, whatever way the service spelled it. */
export function groupRecoveryCode(code: string): string {
  return normalizeRecoveryCode(code).replace(/(.{4})(?=.)/g, "$1-");
}

/** The codes one a line, as copied to the clipboard. */
export function recoveryCodesLines(codes: readonly string[]): string {
  return codes.map(groupRecoveryCode).join("\n");
}

/** The downloaded file: what the codes are, for which account, the day they were made, then the codes. */
export function recoveryCodesFile(codes: readonly string[], email: string, madeAt: Date): string {
  const day = madeAt.toISOString().slice(0, 10);
  return `${T.fileIntro(BRAND_NAME, email)}\n${T.fileDate(day)}\n\n${recoveryCodesLines(codes)}\n`;
}
