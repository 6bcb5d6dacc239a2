// How the password-reset and email-verification screens word a failure (for failureText): the service's own
// message, or else that the bank could not be reached.
import { RECOVERY_TEXTS } from "@bank/contracts";

export const RECOVERY_FAILED = { fallbackText: RECOVERY_TEXTS.offline, fallbackError: RECOVERY_TEXTS.offline } as const;
