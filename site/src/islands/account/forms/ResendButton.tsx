// Mails the signed-in user a new email-verification link; a signed-out visitor is sent to sign in instead.
import { useState } from "react";
import { RECOVERY_TEXTS as T } from "@bank/contracts";
import { resendVerificationEmail } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { addToast } from "../../../stores/toasts.ts";
import { RECOVERY_FAILED } from "./recovery-failure.ts";

export default function ResendButton() {
  const [pending, setPending] = useState(false);
  async function resend() {
    setPending(true);
    try {
      addToast({ title: T.resentTitle, description: (await resendVerificationEmail()).message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        window.location.assign("/signin");
        return;
      }
      addToast({
        variant: "destructive",
        title: T.resendFailedTitle,
        description: failureText(RECOVERY_FAILED, error),
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <button type="button" className="button button--secondary" onClick={resend} disabled={pending}>
      {pending ? T.resending : T.resend}
    </button>
  );
}
