// The signed-in user's account details on the settings page.
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";

export default function AccountDetails() {
  const user = useQuery($sessionUser).data?.user;
  if (!user) return null;
  return (
    <dl className="details">
      <div>
        <dt>Name</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>Email verified</dt>
        <dd>{user.emailVerified ? "Yes" : "Not yet"}</dd>
      </div>
      <div>
        <dt>Two-factor authentication</dt>
        <dd>{user.twoFactorEnabled ? "On" : "Off"}</dd>
      </div>
    </dl>
  );
}
