// A read the service answers only after a second factor (a member who may pay or manage, from a session that has
// not proved one): the prompt in place, then the read again.
import { useEffect } from "react";
import type { ApiError } from "../../../lib/api/request.ts";
import { useStepUp } from "../../ui/step-up/use-step-up.tsx";

export default function ReadStepUp({ error, retry }: { error: ApiError; retry(): void }) {
  const stepUp = useStepUp();
  useEffect(() => {
    stepUp.asked(error, retry);
  }, [error]);
  return stepUp.prompt ? <div className="money-panel">{stepUp.prompt}</div> : null;
}
