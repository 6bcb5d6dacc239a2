// <demo-video>: its button opens the dialog and plays the demo video, put in the page from its <template> on the
// first opening; Close, Escape (native) or a click on the backdrop close the dialog and stop the video. A visitor
// who prefers reduced motion gets the poster and the controls, and starts it when they choose.
import { prefersReducedMotionNow } from "../motion/reduced-motion.ts";

class DemoVideoElement extends HTMLElement {
  connectedCallback(): void {
    const dialog = this.querySelector<HTMLDialogElement>("dialog");
    const open = this.querySelector<HTMLButtonElement>("[data-watch-demo]");
    const close = this.querySelector<HTMLButtonElement>("[data-demo-close]");
    const player = this.querySelector<HTMLElement>("[data-demo-player]");
    const template = this.querySelector<HTMLTemplateElement>("template[data-demo-video]");
    if (!dialog || !open || !close || !player || !template) return;

    const video = (): HTMLVideoElement => {
      const existing = player.querySelector("video");
      if (existing) return existing;
      player.append(template.content.cloneNode(true));
      const created = player.querySelector("video")!;
      // The recording has no sound; muted also keeps every browser's autoplay rule satisfied.
      created.muted = true;
      return created;
    };

    open.addEventListener("click", () => {
      dialog.showModal();
      const demo = video();
      // A refused play (no file, a browser rule) leaves the poster and the controls, which is the fallback anyway.
      if (!prefersReducedMotionNow()) demo.play().catch(() => {});
    });
    close.addEventListener("click", () => dialog.close());
    // A click on the dialog element itself, not on its content, is a click on the backdrop.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    // Every way out (Close, Escape, the backdrop) ends in "close": stop, so the next opening starts from the start.
    dialog.addEventListener("close", () => {
      const demo = player.querySelector("video");
      if (!demo) return;
      demo.pause();
      demo.currentTime = 0;
    });
  }
}

export function defineDemoVideo(): void {
  if (!customElements.get("demo-video")) customElements.define("demo-video", DemoVideoElement);
}
