// How an island comes alive on the page: the Preact integration's own client (@astrojs/preact/client.js, which
// astro.config.mjs resolves here), less what the site never uses (signals passed as props), plus one rule of React's
// that Preact does not keep: while an island hydrates, a store's value is the one its page was built with (the
// third argument of useSyncExternalStore, see react.ts). Preact hydrates by matching the built HTML node for node
// and never checks what differs: an island that rendered a newer value at once (a signed-in user already known)
// matched a built "checking" box to its content's box and showed its content twice.
import { h, hydrate, render, type ComponentType } from "preact";
import { hydrating } from "./hydration.ts";

type Slots = Record<string, string | undefined>;

/** HTML built with the page and handed over as a slot: kept as it is, never rendered again. */
function StaticHtml({ value, name }: { value?: string; name?: string }) {
  return value ? h("astro-slot", { name, dangerouslySetInnerHTML: { __html: value } }) : null;
}
StaticHtml.shouldComponentUpdate = () => false;

/**
 * useId's prefix for this island (the id the page was built with), as the integration sets it: Preact reads it from
 * the root node's mask, under its development and its minified names.
 */
function maskIds(root: object, element: HTMLElement): void {
  const id = element.getAttribute("data-preact-island-id");
  const parsed = id === null ? Number.NaN : Number.parseInt(id, 10);
  const mask = [Number.isNaN(parsed) ? element.getAttribute("uid") : parsed, 0];
  Object.assign(root, { _mask: mask, __m: mask });
}

export default (element: HTMLElement) =>
  <P extends Record<string, unknown>>(
    Component: ComponentType<P>,
    props: P,
    { default: children, ...slotted }: Slots,
    { client }: { client: string },
  ) => {
    if (!element.hasAttribute("ssr")) return;
    for (const [name, value] of Object.entries(slotted))
      (props as Record<string, unknown>)[name] = h(StaticHtml, { value, name });
    const root = h(Component, props, children == null ? children : h(StaticHtml, { value: children }));
    maskIds(root, element);
    if (client === "only") {
      element.innerHTML = "";
      render(root, element);
    } else {
      hydrating(() => hydrate(root, element));
    }
    element.addEventListener("astro:unmount", () => render(null, element), { once: true });
  };
