// Settings, "Password": what a change does, and the form to make one, whose code loads only when it is opened.
import { lazy } from "react";
import { PASSWORD_CHANGE_TEXTS as T } from "@bank/contracts";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import OpenInPlace from "./OpenInPlace.tsx";

const PasswordChangeForm = lazy(() => import("./PasswordChangeForm.tsx"));

export default function PasswordSettings() {
  const user = useQuery($sessionUser).data?.user;

  if (!user) return null;
  return (
    <div className="settings-form">
      <p>{T.lead}</p>
      <OpenInPlace label={T.open} opening={T.opening}>
        {(close) => <PasswordChangeForm user={user} onClose={close} />}
      </OpenInPlace>
    </div>
  );
}
