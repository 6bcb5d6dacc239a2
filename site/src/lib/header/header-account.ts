// The public header's account choices: the remembered user's name, Dashboard and Sign out, or Sign In and Get
// Started. A plain script like the rest of the header, so pages without islands load no framework for it.
import { API_PATHS } from "@bank/contracts";
import { forgetUser, onCurrentUserChange, storedUserName } from "../../stores/current-user.ts";
import { SIGNED_IN_ATTRIBUTE, SIGNED_OUT_PAGE_ATTRIBUTE } from "./signed-in-flag.ts";

/** True when the session is over on the server: ended now, or already (401). */
async function endSessionOnServer(): Promise<boolean> {
  try {
    const response = await fetch(API_PATHS.signOut, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    return response.ok || response.status === 401;
  } catch {
    return false; // no answer: the session may live on, so the user is not forgotten
  }
}

function wireSignOut(button: HTMLButtonElement, failure: HTMLElement | null): void {
  const label = button.textContent ?? "";
  let pending = false;
  button.addEventListener("click", async () => {
    if (pending) return;
    // aria-disabled rather than disabled, so keyboard focus stays on the button while it works.
    pending = true;
    button.setAttribute("aria-disabled", "true");
    button.textContent = button.dataset.pendingLabel ?? label;
    if (failure) failure.textContent = "";
    if (await endSessionOnServer()) {
      forgetUser();
      window.location.assign("/signin");
      return;
    }
    pending = false;
    button.removeAttribute("aria-disabled");
    button.textContent = label;
    if (failure) failure.textContent = failure.dataset.failedText ?? "";
  });
}

/**
 * Keeps <html data-signed-in> in step with the remembered user: the head's script set the attribute before the
 * first paint; this follows later changes (the session watcher or another tab forgetting the user turns the page
 * signed-out at once). `onName` hears the name each time, null when nobody is remembered.
 */
export function followRememberedUser(onName: (name: string | null) => void = () => {}): void {
  const root = document.documentElement;
  const render = () => {
    const name = root.hasAttribute(SIGNED_OUT_PAGE_ATTRIBUTE) ? null : storedUserName();
    root.toggleAttribute(SIGNED_IN_ATTRIBUTE, name !== null);
    onName(name);
  };
  render();
  onCurrentUserChange(render);
}

/** The public header's account choices: the remembered user's name in step, and its Sign out buttons working. */
export function startHeaderAccount(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  const names = header.querySelectorAll<HTMLElement>("[data-header-user-name]");
  followRememberedUser((name) => {
    for (const node of names) node.textContent = name ?? ""; // never innerHTML: the name is the user's own text
  });

  const failure = header.querySelector<HTMLElement>("[data-header-signout-failed]");
  for (const button of header.querySelectorAll<HTMLButtonElement>("[data-header-signout]")) {
    wireSignOut(button, failure);
  }
}
