// Once the account's address was first verified (user.nameConfirmationRequired), the dashboard and settings ask
// its owner to confirm the name on it, or correct it: whoever opened the account before the address was proven
// chose that name (auth-service/src/auth/address-proof.ts). The card's code loads only when a confirmation is due,
// which is once in an account's life: the account pages' 100 KB budget (docs/architecture.md) is not spent on it.
import { lazy, Suspense, useState } from "react";
import { $sessionUser } from "../../../stores/session-user.ts";
import { useQuery } from "../../hooks/use-query.ts";
import "../../ui/controls.css";
import "./dashboard.css";

const NameConfirmationForm = lazy(() => import("./NameConfirmationForm.tsx"));

/** The card goes with the form that had focus: focus moves to the page's heading instead of falling to the page. */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

export default function NameConfirmation() {
  const user = useQuery($sessionUser).data?.user;
  /** Confirmed here: the card goes at once, before the user is read again. */
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  if (!user?.nameConfirmationRequired || confirmedFor === user.id) return null;
  return (
    <Suspense fallback={null}>
      <NameConfirmationForm
        key={user.id}
        user={user}
        onConfirmed={() => {
          setConfirmedFor(user.id);
          focusPageHeading();
          // The user read again has the confirmed name, which the page's "Signed in as" and the header then show.
          $sessionUser.revalidate();
        }}
      />
    </Suspense>
  );
}
