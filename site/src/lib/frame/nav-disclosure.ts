// The dashboard navigation's "Menu" button on a phone: it shows and hides the links (aria-expanded says which), and
// Escape inside the links closes them and gives focus back to the button. A plain script: no framework for it.

export function startNavDisclosure(): void {
  for (const nav of document.querySelectorAll<HTMLElement>("[data-nav-disclosure]")) {
    const toggle = nav.querySelector<HTMLButtonElement>("button[aria-controls]");
    if (!toggle) continue;
    const setOpen = (open: boolean) => {
      toggle.setAttribute("aria-expanded", String(open));
      nav.toggleAttribute("data-open", open);
    };
    toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
    nav.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || toggle.getAttribute("aria-expanded") !== "true") return;
      setOpen(false);
      toggle.focus();
    });
  }
}
