// The public header's behaviour: frosted once scrolled past the threshold, the mobile menu, and Features'
// smooth scroll to #features. A plain script so pages without islands ship no framework.
import { HEADER_SCROLL_THRESHOLD_PX } from "@bank/contracts";
import { prefersReducedMotionNow } from "../motion/reduced-motion.ts";
import { isScrolledPastThreshold } from "./scroll-threshold.ts";

export function startHeaderBehaviour(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = document.querySelector<HTMLElement>("[data-mobile-menu]");
  if (!header || !toggle || !menu) return;

  const setMenuOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
  };

  // Only compares and flips an attribute on change, so scrolling stays free of layout work.
  let scrolled = false;
  const updateScrolled = () => {
    const next = isScrolledPastThreshold(window.scrollY, HEADER_SCROLL_THRESHOLD_PX);
    if (next === scrolled) return;
    scrolled = next;
    header.toggleAttribute("data-scrolled", next);
  };
  updateScrolled();
  window.addEventListener("scroll", updateScrolled, { passive: true });

  toggle.addEventListener("click", () => setMenuOpen(toggle.getAttribute("aria-expanded") !== "true"));
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    setMenuOpen(false);
    toggle.focus();
  });

  for (const link of header.querySelectorAll<HTMLAnchorElement>("[data-features-link]")) {
    link.addEventListener("click", (event) => {
      const target = document.getElementById("features");
      setMenuOpen(false);
      if (!target) return; // another page: follow the link to /#features
      event.preventDefault();
      target.scrollIntoView({ behavior: prefersReducedMotionNow() ? "auto" : "smooth", block: "start" });
      history.pushState(null, "", "#features");
      // Moves keyboard focus with the view so the next Tab continues from the section.
      target.focus({ preventScroll: true });
    });
  }
}
