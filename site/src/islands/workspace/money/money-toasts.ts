// The money pages' done and failure toasts: the service's message when it sent one, else the pages' words.
import { MONEY_TOAST_TEXTS as T, type FailureCopy } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { addToast } from "../../../stores/toasts.ts";

export const MONEY_FAILURE: FailureCopy = {
  title: T.failedTitle,
  fallbackText: T.failedText,
  fallbackError: T.offline,
};

export function toastFailure(error: unknown): void {
  addToast({ variant: "destructive", title: T.failedTitle, description: failureText(MONEY_FAILURE, error) });
}

export function toastDone(message: string): void {
  addToast({ title: T.doneTitle, description: message });
}
