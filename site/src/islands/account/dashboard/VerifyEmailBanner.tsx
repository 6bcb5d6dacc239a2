// Until the signed-in user's email address is verified, the dashboard says so and offers a new link. The notice's
// code (its texts, the resend button) is fetched only for an unverified address: most pages never show it.
import { $sessionUser } from "../../../stores/session-user.ts";
import { useLazyComponent } from "../../hooks/use-lazy-component.ts";
import { useQuery } from "../../hooks/use-query.ts";

const loadNotice = () => import("./VerifyEmailNotice.tsx");

export default function VerifyEmailBanner() {
  const user = useQuery($sessionUser).data?.user;
  const unverified = user !== undefined && !user.emailVerified;
  const notice = useLazyComponent(unverified ? loadNotice : null);
  if (!unverified || notice.phase !== "ready") return null;
  return <notice.Component email={user.email} />;
}
