import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES, ONBOARDING_DOCUMENTS_TEXTS, ONBOARDING_MESSAGES as M } from "@bank/contracts";
import { ApiError } from "../../lib/api/request.ts";
import { IDLE, progressed, refusedBeforeUpload, uploadFailureText, type UploadState } from "./upload-progress.ts";

describe("an upload's progress", () => {
  const started: UploadState = { phase: "uploading", fileName: "id.jpg", percent: 0 };

  it("shows whole percent of the bytes sent, capped at 100 and never going back", () => {
    const half = progressed(started, 512, 1024);
    expect(half).toEqual({ ...started, percent: 50 });
    expect(progressed(half, 100, 1024)).toBe(half);
    expect(progressed(half, 5_000, 1024)).toMatchObject({ percent: 100 });
  });

  it("ignores progress with no total, and progress after the upload ended", () => {
    expect(progressed(started, 10, 0)).toBe(started);
    expect(progressed(IDLE, 10, 100)).toBe(IDLE);
  });

  it("refuses an empty file and one over 10 MB before sending it; 10 MB exactly goes", () => {
    expect(refusedBeforeUpload({ size: 0 })).toBe(M.documentEmpty);
    expect(refusedBeforeUpload({ size: MAX_DOCUMENT_BYTES + 1 })).toBe(M.documentTooLarge);
    expect(refusedBeforeUpload({ size: MAX_DOCUMENT_BYTES })).toBeNull();
  });

  it("says why an upload failed: the service's words, else the contract's for 413 and 415", () => {
    const refused = (status: number, serverMessage?: string) =>
      new ApiError({ kind: "refused", status, serverMessage });
    expect(uploadFailureText(refused(415, "Upload a PDF, PNG or JPEG file."))).toBe("Upload a PDF, PNG or JPEG file.");
    expect(uploadFailureText(refused(413))).toBe(M.documentTooLarge);
    expect(uploadFailureText(refused(415))).toBe(M.documentWrongType);
    expect(uploadFailureText(refused(409))).toBe(M.applicationNotEditable);
    expect(uploadFailureText(new ApiError({ kind: "no-answer", status: 0 }))).toBe(
      ONBOARDING_DOCUMENTS_TEXTS.uploadFailed,
    );
    expect(uploadFailureText(new Error("boom"))).toBe(ONBOARDING_DOCUMENTS_TEXTS.uploadFailed);
  });
});
