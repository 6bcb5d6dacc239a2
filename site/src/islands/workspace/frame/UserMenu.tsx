// The app header's user menu: a button with the signed-in person's name that shows their name and email, a link to
// Settings and the one Sign out of the signed-in pages. A disclosure (not an ARIA menu): Tab moves through it,
// Escape closes it and gives focus back to the button, a click elsewhere closes it.
import { useEffect, useId, useRef, useState } from "react";
import { APP_FRAME_TEXTS as T } from "@bank/contracts";
import { $sessionUser } from "../../../stores/session-user.ts";
import SignOutButton from "../../account/dashboard/SignOutButton.tsx";
import { useQuery } from "../../hooks/use-query.ts";
import "../../ui/controls.css";
import "./frame.css";

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export default function UserMenu() {
  const user = useQuery($sessionUser).data?.user;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open]);

  // The space is kept while the person is read, so the header does not move when the name arrives.
  if (!user) return <div className="user-menu user-menu--pending" aria-hidden="true" />;
  const name = `${user.firstName} ${user.lastName}`.trim();

  return (
    <div
      className="user-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="user-menu__initials" aria-hidden="true">
          {initials(user.firstName, user.lastName)}
        </span>
        <span className="user-menu__name" data-testid="signed-in-name">
          {name}
        </span>
        <span className="visually-hidden">, {T.userMenuSuffix}</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <strong>{name}</strong>
          <span className="user-menu__email">{user.email}</span>
        </p>
        <a className="user-menu__link" href="/dashboard/settings">
          {T.settings}
        </a>
        <SignOutButton className="button button--secondary user-menu__signout" />
      </div>
    </div>
  );
}
