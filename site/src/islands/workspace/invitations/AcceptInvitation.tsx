// Accepting, signed in: the business joins the person's list and becomes the one the workspace shows. Signed in with
// another address, the service's refusal is said and signing in with the invited one offered (the token stays kept);
// an unverified address is asked to be verified first.
import { useRef, useState } from "react";
import { INVITATION_TEXTS as T, type FailureCopy } from "@bank/contracts";
import { signOut } from "../../../lib/api/auth.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import { ApiError } from "../../../lib/api/request.ts";
import { acceptInvitation } from "../../../lib/api/team.ts";
import { forgetPendingInvitation } from "../../../lib/pending-invitation.ts";
import { $businesses, chooseBusiness } from "../../../stores/current-business.ts";
import { forgetUser } from "../../../stores/current-user.ts";
import { addToast } from "../../../stores/toasts.ts";
import ResendButton from "../../account/forms/ResendButton.tsx";

const FAILED: FailureCopy = { title: T.failedTitle, fallbackText: T.failedText, fallbackError: T.offline };

interface Props {
  token: string;
  emailVerified: boolean;
  /** The service found the link bad, used, revoked or expired. */
  onInvalid(): void;
}

export default function AcceptInvitation({ token, emailVerified, onInvalid }: Props) {
  const [pending, setPending] = useState(false);
  const [anotherAddress, setAnotherAddress] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(!emailVerified);
  const refusal = useRef<HTMLParagraphElement>(null);

  async function accept() {
    setPending(true);
    try {
      const business = await acceptInvitation(token);
      forgetPendingInvitation();
      $businesses.revalidate();
      chooseBusiness(business.id);
      window.location.assign("/dashboard");
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === "invitationForAnotherAddress") {
        setAnotherAddress(error.serverMessage ?? FAILED.fallbackText);
        requestAnimationFrame(() => refusal.current?.focus());
      } else if (error instanceof ApiError && (error.code === "emailNotVerified" || error.emailNotVerified)) {
        setUnverified(true);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
        onInvalid();
      } else {
        addToast({ variant: "destructive", title: FAILED.title, description: failureText(FAILED, error) });
      }
    }
  }

  async function signInElsewhere() {
    setPending(true);
    try {
      await signOut();
    } catch {
      // Already signed out (401) or no answer: the sign-in page is the way on either way.
    }
    forgetUser();
    window.location.assign("/signin");
  }

  if (unverified) {
    return (
      <div className="stack">
        <p className="callout callout--caution">{T.verifyFirst}</p>
        <div className="actions">
          <ResendButton />
        </div>
      </div>
    );
  }
  if (anotherAddress) {
    return (
      <div className="stack">
        <p className="callout callout--danger" ref={refusal} tabIndex={-1} role="alert">
          {anotherAddress}
        </p>
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            disabled={pending}
            onClick={() => void signInElsewhere()}
          >
            {pending ? T.signingOut : T.anotherAddressAction}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="actions">
      <button type="button" className="button button--primary" disabled={pending} onClick={() => void accept()}>
        {pending ? T.accepting : T.accept}
      </button>
    </div>
  );
}
