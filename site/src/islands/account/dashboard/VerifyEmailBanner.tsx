// Until the signed-in user's email address is verified, the dashboard says so and offers a new link.
import { RECOVERY_TEXTS as T } from "@bank/contracts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import ResendButton from "../forms/ResendButton.tsx";
import "../../ui/controls.css";
import "./dashboard.css";

export default function VerifyEmailBanner() {
  const user = useQuery($sessionUser).data?.user;
  if (!user || user.emailVerified) return null;
  return (
    <section className="user-bar verify-banner" aria-label="Email verification">
      <p>
        {T.unverifiedBanner} <strong>{user.email}</strong> {T.unverifiedBannerEnd}
      </p>
      <ResendButton />
    </section>
  );
}
