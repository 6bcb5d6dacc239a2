// What the passkeys section's parts share when a change fails: the failure's copy and toast, and the step-up hook.
import { PASSKEY_SETTINGS_TEXTS as T, type FailureCopy } from "@bank/contracts";
import { failureText } from "../../../../lib/api/failure-text.ts";
import { ApiError } from "../../../../lib/api/request.ts";
import { $sessionUser } from "../../../../stores/session-user.ts";
import { addToast } from "../../../../stores/toasts.ts";

export const PASSKEYS_FAILED: FailureCopy = {
  title: T.failedTitle,
  fallbackText: T.failedText,
  fallbackError: T.failedText,
};

/** What a change does with a failure: step-up opens the prompt (true); anything else is for the caller to show. */
export type AskForPassword = (error: unknown, retry: () => void) => boolean;

/** The failure's toast, in the service's words; a refusal for an unverified address also reads the user again. */
export function showFailure(error: unknown): void {
  addToast({ variant: "destructive", title: PASSKEYS_FAILED.title, description: failureText(PASSKEYS_FAILED, error) });
  if (error instanceof ApiError && error.emailNotVerified) $sessionUser.revalidate();
}
