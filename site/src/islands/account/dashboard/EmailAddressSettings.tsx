// Settings, "Email address": the sign-in address and whether it is verified, and the change, whose code loads
// only when it is opened.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useRef, useState } from "react";
import { EMAIL_CHANGE_TEXTS as T } from "@bank/contracts";
import { $sessionUser } from "../../../stores/session-user.ts";

const EmailChangeForm = lazy(() => import("./EmailChangeForm.tsx"));

export default function EmailAddressSettings() {
  const user = useStore($sessionUser).data?.user;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

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
      {open ? (
        <Suspense fallback={<p role="status">{T.opening}</p>}>
          <EmailChangeForm
            onClose={() => {
              setOpen(false);
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : (
        <div className="actions settings-form__actions">
          <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {T.change}
          </button>
        </div>
      )}
    </div>
  );
}
