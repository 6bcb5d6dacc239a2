// The state of one document upload as its slot shows it: idle, under way with a percentage, or failed with a
// message a person can act on (the service's 413 and 415 words, the size checked before sending).
import { MAX_DOCUMENT_BYTES, ONBOARDING_DOCUMENTS_TEXTS, ONBOARDING_MESSAGES as M } from "@bank/contracts";
import { ApiError } from "../../lib/api/request.ts";

export type UploadState =
  { phase: "idle" } | { phase: "uploading"; fileName: string; percent: number } | { phase: "failed"; message: string };

export const IDLE: UploadState = { phase: "idle" };

/** Whole percent of the bytes sent, 0 to 100, never backwards from what is shown. */
export function progressed(state: UploadState, sent: number, total: number): UploadState {
  if (state.phase !== "uploading" || total <= 0) return state;
  const percent = Math.min(100, Math.max(state.percent, Math.floor((sent / total) * 100)));
  return percent === state.percent ? state : { ...state, percent };
}

/** A file refused before it is sent: empty, or over the service's limit (no point sending 10 MB to hear 413). */
export function refusedBeforeUpload(file: Pick<File, "size">): string | null {
  if (file.size === 0) return M.documentEmpty;
  if (file.size > MAX_DOCUMENT_BYTES) return M.documentTooLarge;
  return null;
}

/** What a failed upload says: the service's own message, or the contract's words for its status. */
export function uploadFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === "no-answer") return ONBOARDING_DOCUMENTS_TEXTS.uploadFailed;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 413) return M.documentTooLarge;
  if (error.status === 415) return M.documentWrongType;
  if (error.status === 409) return M.applicationNotEditable;
  return ONBOARDING_DOCUMENTS_TEXTS.uploadFailed;
}
