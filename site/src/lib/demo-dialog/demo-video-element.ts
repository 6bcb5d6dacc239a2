// <demo-video>: its button opens the dialog; Close, Escape (native) or a click on the backdrop close it.
class DemoVideoElement extends HTMLElement {
  connectedCallback(): void {
    const dialog = this.querySelector<HTMLDialogElement>("dialog");
    const open = this.querySelector<HTMLButtonElement>("[data-watch-demo]");
    const close = this.querySelector<HTMLButtonElement>("[data-demo-close]");
    if (!dialog || !open || !close) return;
    open.addEventListener("click", () => dialog.showModal());
    close.addEventListener("click", () => dialog.close());
    // A click on the dialog element itself, not on its content, is a click on the backdrop.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
}

export function defineDemoVideo(): void {
  if (!customElements.get("demo-video")) customElements.define("demo-video", DemoVideoElement);
}
