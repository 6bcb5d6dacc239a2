// What a money page shows when a read failed (fetched then, LoadFailure.tsx): the second-factor prompt in place when
// the service wants one the person has (the read runs again once confirmed), the service's words and a way to
// Settings when they have none, or the failure in words.
import { MONEY_TEXTS as T } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { needsSecondFactor, type ApiError } from "../../../lib/api/request.ts";
import { MONEY_FAILURE } from "./money-toasts.ts";
import ReadStepUp from "./ReadStepUp.tsx";

export interface Props {
  error: ApiError;
  retry(): void;
  /** What failed, when the service said nothing; the accounts by default. */
  fallbackText?: string;
}

export default function LoadFailureView({ error, retry, fallbackText = T.loadFailed }: Props) {
  if (needsSecondFactor(error) && error.secondFactors.length > 0) {
    return <ReadStepUp error={error} retry={retry} />;
  }
  if (needsSecondFactor(error)) {
    return (
      <p className="callout callout--caution">
        {error.serverMessage} <a href="/dashboard/settings">{T.settingsLink}</a>
      </p>
    );
  }
  return <p role="alert">{failureText({ ...MONEY_FAILURE, fallbackText }, error)}</p>;
}
