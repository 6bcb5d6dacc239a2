// What every step's component is given, so the steps can be fetched apart and shown alike.
import type { ApplicationDraft } from "./use-application-draft.ts";

export interface SubmitState {
  pending: boolean;
  /** A refusal to show: its words, and whether it is about the unverified address (offers a new link). */
  failure: { message: string; verifyEmail: boolean } | null;
}

export interface StepProps {
  draft: ApplicationDraft;
  /** The review step's submit: its state and its action. */
  submit: SubmitState;
  onSubmit(): void;
}
