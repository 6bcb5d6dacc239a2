// What VerifyEmailBanner shows while the signed-in user's address is not verified: says so and offers a new link.
// Fetched only then, so a verified account's pages load none of it.
import { RECOVERY_TEXTS as T } from "@bank/contracts";
import ResendButton from "../forms/ResendButton.tsx";
import "../../ui/controls.css";
import "./dashboard.css";

export default function VerifyEmailNotice({ email }: { email: string }) {
  return (
    <section className="user-bar verify-banner" aria-label="Email verification">
      <p>
        {T.unverifiedBanner} <strong>{email}</strong> {T.unverifiedBannerEnd}
      </p>
      <ResendButton />
    </section>
  );
}
