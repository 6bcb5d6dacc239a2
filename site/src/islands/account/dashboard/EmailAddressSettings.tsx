// Settings, "Email address": the sign-in address and whether it is verified, and the change, whose code loads
// only when it is opened.
import { lazy } from "react";
import { EMAIL_CHANGE_TEXTS as T } from "@bank/contracts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import OpenInPlace from "./OpenInPlace.tsx";

const EmailChangeForm = lazy(() => import("./EmailChangeForm.tsx"));

export default function EmailAddressSettings() {
  const user = useQuery($sessionUser).data?.user;

  if (!user) return null;
  return (
    <div className="settings-form">
      <dl className="details">
        <div>
          <dt>{T.current}</dt>
          <dd data-testid="current-email">{user.email}</dd>
        </div>
        <div>
          <dt>{T.status}</dt>
          <dd>{user.emailVerified ? T.verified : T.notVerified}</dd>
        </div>
      </dl>
      <OpenInPlace label={T.change} opening={T.opening} actionsClassName="actions settings-form__actions">
        {(close) => <EmailChangeForm onClose={close} />}
      </OpenInPlace>
    </div>
  );
}
