// Uploads one document of the application (POST /api/onboarding/documents) through XMLHttpRequest, the one browser
// API that reports upload progress; apart from the other application calls so only the documents step loads it.
import "./zod-in-browser.ts";
import {
  ONBOARDING_API_PATHS,
  documentResultSchema,
  type ApplicationDocument,
  type DocumentKind,
} from "@bank/contracts";
import { safeParse } from "zod/mini";
import { ApiError, jsonOf, refusal } from "./request.ts";

export interface UploadRequest {
  kind: DocumentKind;
  /** Whose ID it is (identity only): an index into the application's people. */
  personIndex?: number | undefined;
  file: File;
  /** Bytes sent so far of the whole request, and its total. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POST documents as multipart: `kind` and `personIndex` before `file`, as the service reads them in order.
 * Resolves with the stored document; rejects with ApiError (a refusal such as 413 or 415, or no answer).
 */
export function uploadDocument({
  kind,
  personIndex,
  file,
  onProgress,
  signal,
}: UploadRequest): Promise<ApplicationDocument> {
  const form = new FormData();
  form.append("kind", kind);
  if (personIndex !== undefined) form.append("personIndex", String(personIndex));
  form.append("file", file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ONBOARDING_API_PATHS.documents);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    const noAnswer = (message: string) => reject(new ApiError({ kind: "no-answer", status: 0, message }));
    xhr.addEventListener("error", () => noAnswer("upload failed"));
    xhr.addEventListener("abort", () => noAnswer("upload cancelled"));
    xhr.addEventListener("timeout", () => noAnswer("upload timed out"));
    xhr.addEventListener("load", () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      const parsed = safeParse(documentResultSchema, jsonOf(xhr.responseText));
      if (parsed.success) resolve(parsed.data.document);
      else
        reject(new ApiError({ kind: "unreadable", status: xhr.status, message: `${xhr.status}: unexpected answer` }));
    });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
