// Entrance animation for blocks marked data-reveal: they are marked in view once they scroll into the viewport.
// Elements stay visible without this script; the hidden start state applies only once it has run.
export function revealOnView(): void {
  const targets = document.querySelectorAll<HTMLElement>("[data-reveal]");
  if (targets.length === 0 || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.inView = "";
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.2 },
  );
  for (const target of targets) {
    target.dataset.revealReady = "";
    observer.observe(target);
  }
}
