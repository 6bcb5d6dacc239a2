// <rotating-text>: shows the next phrase of its list every interval, wrapping to the first after the last;
// its pause button (WCAG 2.2.2) stops and restarts the rotation.
import { wrapIndex } from "../carousel/wrap-index.ts";
import { prefersReducedMotionNow } from "../motion/reduced-motion.ts";

class RotatingTextElement extends HTMLElement {
  private timer = 0;

  connectedCallback(): void {
    if (prefersReducedMotionNow()) return;
    const phrases = JSON.parse(this.dataset.phrases ?? "[]") as string[];
    const interval = Number(this.dataset.interval);
    const line = this.querySelector<HTMLElement>("[data-rotating]");
    if (!line || phrases.length < 2 || !(interval > 0)) return;
    const advance = () => {
      const next = wrapIndex(Number(line.dataset.index ?? 0), 1, phrases.length);
      line.dataset.index = String(next);
      line.textContent = phrases[next] ?? "";
      this.timer = window.setTimeout(advance, interval);
    };
    this.timer = window.setTimeout(advance, interval);

    const pause = this.querySelector<HTMLButtonElement>("[data-rotating-pause]");
    if (!pause) return;
    pause.hidden = false;
    pause.addEventListener("click", () => {
      const paused = pause.getAttribute("aria-pressed") !== "true";
      pause.setAttribute("aria-pressed", String(paused));
      window.clearTimeout(this.timer);
      if (!paused) this.timer = window.setTimeout(advance, interval);
    });
  }

  disconnectedCallback(): void {
    window.clearTimeout(this.timer);
  }
}

export function defineRotatingText(): void {
  if (!customElements.get("rotating-text")) customElements.define("rotating-text", RotatingTextElement);
}
