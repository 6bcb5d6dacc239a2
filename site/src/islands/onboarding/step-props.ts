// What every step's component is given, so the steps can be fetched apart and shown alike.
import type { Application } from "@bank/contracts";
import type { ApplicationDraft } from "./use-application-draft.ts";

export interface StepProps {
  draft: ApplicationDraft;
  /** The review step sent the application. */
  onSubmitted(application: Application): void;
  /** The service says the application can no longer be changed. */
  onNotEditable(): void;
  /** The service says the account's address must be verified first. */
  onEmailNotVerified(): void;
}
