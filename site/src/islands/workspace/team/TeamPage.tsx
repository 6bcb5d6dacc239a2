// /dashboard/team: the current business's team. Everyone sees the members and may leave (but the last owner); a
// member who manages also sees the invitations waiting, invites people, changes others' permissions and removes
// them. The service asks for a second factor before a change: the page asks for it in place and carries on.
import { useSyncExternalStore } from "react";
import { TEAM_TEXTS as T } from "@bank/contracts";
import { $businesses, $chosenBusinessId, currentBusinessOf } from "../../../stores/current-business.ts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import { failureText } from "../../../lib/api/failure-text.ts";
import Team from "./Team.tsx";
import "./team.css";

/** The chosen business's id; none while the page is built (the store reads this browser's storage). */
function useChosenBusinessId(): string | null {
  return useSyncExternalStore(
    (onChange) => $chosenBusinessId.listen(onChange),
    () => $chosenBusinessId.get(),
    () => null,
  );
}

export default function TeamPage() {
  const session = useQuery($sessionUser);
  const businesses = useQuery($businesses);
  const chosen = useChosenBusinessId();
  const user = session.data?.user;

  if (businesses.error) {
    return (
      <p role="alert">{failureText({ fallbackText: T.loadFailed, fallbackError: T.offline }, businesses.error)}</p>
    );
  }
  if (!user || !businesses.data) return <p role="status">{T.loading}</p>;
  const business = currentBusinessOf(businesses.data.businesses, chosen);
  if (!business) return <p>{T.noBusiness}</p>;
  return <Team key={business.id} business={business} myId={user.id} />;
}
