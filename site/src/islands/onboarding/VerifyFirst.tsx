// The application page for a customer whose address is not verified yet: the service takes no change to an
// application until it is (403 emailNotVerified), so instead of a form that fails on every save, the page says what
// to do and offers a new link.
import { useEffect, useRef } from "react";
import { ONBOARDING_VERIFY_TEXTS as T } from "@bank/contracts";
import ResendButton from "../account/forms/ResendButton.tsx";

interface Props {
  /** The address the link was sent to; unknown when the service refused a save before the page could ask. */
  email: string | undefined;
}

export default function VerifyFirst({ email }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="application-status application-verify" aria-labelledby="application-verify-title">
      <h2 id="application-verify-title" ref={heading} tabIndex={-1}>
        {T.title}
      </h2>
      <p>{T.lead}</p>
      <p>
        {email ? (
          <>
            {T.openLink} <strong>{email}</strong>, {T.openLinkEnd}
          </>
        ) : (
          T.openLinkNoAddress
        )}
      </p>
      <p>{T.resendHint}</p>
      <ResendButton />
    </section>
  );
}
