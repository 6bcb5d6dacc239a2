// The quiet "Saved" line: a polite live region that says when the section was saved, or that it was not.
import { ONBOARDING_FORM_TEXTS as T, ONBOARDING_MESSAGES as M } from "@bank/contracts";
import type { SaveStatus as Status } from "./section-saver.ts";

const WORDS: Record<Status, string> = { idle: "", saving: T.saving, saved: M.applicationSaved, failed: T.saveFailed };

export default function SaveStatus({ status, refusedInputs }: { status: Status; refusedInputs: boolean }) {
  return (
    <p className="application-save" role="status" data-save-status={status}>
      {WORDS[status]}
      {status === "saved" && refusedInputs ? ` ${T.notSavedInvalid}` : ""}
    </p>
  );
}
