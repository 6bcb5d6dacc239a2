// The team page's one failure toast and one done toast: the service's message when it sent one, else the page's words.
import { TEAM_TEXTS as T, type FailureCopy } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { addToast } from "../../../stores/toasts.ts";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.offline };

export function toastFailure(error: unknown): void {
  addToast({ variant: "destructive", title: FAILED.title, description: failureText(FAILED, error) });
}

export function toastDone(message: string): void {
  addToast({ title: T.doneTitle, description: message });
}
