// What a money page shows when a read failed: the failure in words. The reads (accounts, transactions) need view
// alone, and the service asks no second factor for view, whatever else the member may do, so none is asked for here.
import { MONEY_TEXTS as T } from "@bank/contracts";
import { failureText } from "../../../lib/api/failure-text.ts";
import type { ApiError } from "../../../lib/api/request.ts";

interface Props {
  error: ApiError;
  /** What failed, when the service said nothing; the accounts by default. */
  fallbackText?: string;
}

export default function LoadFailure({ error, fallbackText = T.loadFailed }: Props) {
  return <p role="alert">{failureText({ fallbackText, fallbackError: T.offline }, error)}</p>;
}
