// The app header's user menu (components/frame/UserMenu.astro): shows the signed-in person once the service names
// them, opens and closes the panel (Escape closes it and gives focus back to the button; a click or focus elsewhere
// closes it), and signs out. A plain script: no framework for it.
import { signOut } from "../api/session.ts";
import { ApiError } from "../api/request.ts";
import { forgetUser } from "../../stores/current-user.ts";
import { $sessionUser } from "../../stores/session-user.ts";
import { addToast } from "../../stores/toasts.ts";

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function startUserMenu(): void {
  const root = document.querySelector<HTMLElement>("[data-user-menu]");
  const button = root?.querySelector<HTMLButtonElement>("button[aria-controls]");
  const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  const signOutButton = root?.querySelector<HTMLButtonElement>("[data-sign-out]");
  if (!root || !button || !panel || !signOutButton) return;

  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const closeOutside = (event: Event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  };
  function setOpen(open: boolean): void {
    if (open === isOpen()) return;
    button!.setAttribute("aria-expanded", String(open));
    panel!.hidden = !open;
    const listen = open ? document.addEventListener : document.removeEventListener;
    listen.call(document, "pointerdown", closeOutside);
    listen.call(document, "focusin", closeOutside);
  }

  button.addEventListener("click", () => setOpen(!isOpen()));
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });

  $sessionUser.subscribe(({ data }) => {
    const user = data?.user;
    root.classList.toggle("user-menu--pending", !user);
    button.hidden = !user;
    if (!user) return setOpen(false);
    const name = `${user.firstName} ${user.lastName}`.trim();
    for (const node of root.querySelectorAll("[data-user-name]")) node.textContent = name;
    root.querySelector("[data-user-initials]")!.textContent = initials(user.firstName, user.lastName);
    root.querySelector("[data-user-email]")!.textContent = user.email;
  });

  const signOutLabel = signOutButton.textContent;
  signOutButton.addEventListener("click", async () => {
    signOutButton.disabled = true;
    signOutButton.textContent = root.dataset.signingOut ?? signOutLabel;
    try {
      await signOut();
    } catch (error) {
      // 401: the session had already ended, which is what signing out wants.
      if (!(error instanceof ApiError && error.status === 401)) {
        signOutButton.disabled = false;
        signOutButton.textContent = signOutLabel;
        addToast({
          variant: "destructive",
          title: root.dataset.signOutFailed ?? "",
          description: root.dataset.signOutFailedText ?? "",
        });
        return;
      }
    }
    forgetUser();
    window.location.assign("/signin");
  });
}
