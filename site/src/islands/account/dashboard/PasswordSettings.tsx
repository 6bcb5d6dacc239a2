// Settings, "Password": what a change does, and the form to make one, whose code loads only when it is opened.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useRef, useState } from "react";
import { PASSWORD_CHANGE_TEXTS as T } from "@bank/contracts";
import { $sessionUser } from "../../../stores/session-user.ts";

const PasswordChangeForm = lazy(() => import("./PasswordChangeForm.tsx"));

export default function PasswordSettings() {
  const user = useStore($sessionUser).data?.user;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (!user) return null;
  return (
    <div className="settings-form">
      <p>{T.lead}</p>
      {open ? (
        <Suspense fallback={<p role="status">{T.opening}</p>}>
          <PasswordChangeForm
            user={user}
            onClose={() => {
              setOpen(false);
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : (
        <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {T.open}
        </button>
      )}
    </div>
  );
}
