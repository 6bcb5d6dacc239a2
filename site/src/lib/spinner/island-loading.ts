// Marks the body as loading while an island has started loading and not yet hydrated: islands that hydrate
// on load or idle from the start, islands that hydrate when visible once they scroll into view.
export function watchIslandLoading(): void {
  const islands = [...document.querySelectorAll<HTMLElement>("astro-island[ssr]")];
  if (islands.length === 0) return;
  const pending = new Set<Element>();
  const update = () => document.body.toggleAttribute("data-islands-loading", pending.size > 0);

  const hydrated = new MutationObserver((records) => {
    for (const record of records) if (!(record.target as Element).hasAttribute("ssr")) pending.delete(record.target as Element);
    update();
  });
  // Islands are display: contents and have no box to intersect, so their children are watched, as Astro's
  // own client:visible directive does.
  const islandOf = new Map<Element, Element>();
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const island = islandOf.get(entry.target);
      if (!entry.isIntersecting || !island) continue;
      for (const child of island.children) visible.unobserve(child);
      if (island.hasAttribute("ssr")) pending.add(island);
    }
    update();
  });

  for (const island of islands) {
    hydrated.observe(island, { attributes: true, attributeFilter: ["ssr"] });
    if (island.getAttribute("client") !== "visible") {
      pending.add(island);
      continue;
    }
    for (const child of island.children) {
      islandOf.set(child, island);
      visible.observe(child);
    }
  }
  update();
}
