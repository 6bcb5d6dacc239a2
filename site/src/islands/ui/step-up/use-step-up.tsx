// Step-up in place for the console's changes: when the service answers that a fresh proof is needed, the second
// factor is asked for where the change was made (a code or a passkey, never the password: the staff guard,
// auth-service/src/plugins/staff-guard.ts, takes no password for a console change), and the change runs again once
// it is confirmed (as in TwoFactorSettings). The prompt's code is fetched the first time one is asked for.
import { lazy, Suspense, useState, type ReactNode } from "react";
import { SECOND_FACTOR_TEXTS as T } from "@bank/contracts";
import { needsReauthentication, needsSecondFactor, type SecondFactor } from "../../../lib/api/request.ts";

const SecondFactorPrompt = lazy(() => import("./SecondFactorPrompt.tsx"));

export interface StepUp {
  /** The prompt while one is asked for, else null: render it instead of the form. */
  prompt: ReactNode;
  /** True when the failure was step-up (the prompt is now shown); false for any other failure. */
  asked(error: unknown, retry: () => void): boolean;
}

interface Pending {
  message: string;
  /** The second factors the person has, as the refusal named them (none named: the prompt offers both). */
  factors: readonly SecondFactor[];
  retry: () => void;
}

export function useStepUp(onCancel?: () => void): StepUp {
  const [pending, setPending] = useState<Pending | null>(null);
  return {
    prompt: pending && (
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <SecondFactorPrompt
          factors={pending.factors}
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
      </Suspense>
    ),
    asked(error, retry) {
      if (!needsSecondFactor(error) && !needsReauthentication(error)) return false;
      setPending({ message: error.serverMessage ?? "", factors: error.secondFactors, retry });
      return true;
    },
  };
}
