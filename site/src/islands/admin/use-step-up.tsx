// Step-up in place for the console's changes: when the service answers reauthenticationRequired, the password
// prompt shows where the change was made and the change runs again once it is confirmed (as in TwoFactorSettings).
import { useState, type ReactNode } from "react";
import { needsReauthentication } from "../../lib/api/request.ts";
import ReauthenticatePrompt from "../account/dashboard/ReauthenticatePrompt.tsx";

export interface StepUp {
  /** The prompt while one is asked for, else null: render it instead of the form. */
  prompt: ReactNode;
  /** True when the failure was step-up (the prompt is now shown); false for any other failure. */
  asked(error: unknown, retry: () => void): boolean;
}

export function useStepUp(onCancel?: () => void): StepUp {
  const [pending, setPending] = useState<{ message: string; retry: () => void } | null>(null);
  return {
    prompt: pending && (
      <ReauthenticatePrompt
        message={pending.message}
        onConfirmed={() => {
          setPending(null);
          pending.retry();
        }}
        onCancel={() => {
          setPending(null);
          onCancel?.();
        }}
      />
    ),
    asked(error, retry) {
      if (!needsReauthentication(error)) return false;
      setPending({ message: error.serverMessage ?? "", retry });
      return true;
    },
  };
}
