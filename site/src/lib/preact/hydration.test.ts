// @vitest-environment happy-dom
// An island hydrates over its built HTML with the built value of each store (useSyncExternalStore's third argument)
// and shows the current one right after, as React does; a component rendered outside a hydration shows the current
// value at once. Without this, Preact matched a built "checking" box to the content's box and showed it twice.
import { h, render } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import hydrateIsland from "./client.ts";
import { useSyncExternalStore } from "./react.ts";

const listeners = new Set<() => void>();
const store = { value: "ready" };
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** What the gate of a signed-in page does: a status while the user is unknown, then its content. */
function Gate({ built }: { built: boolean }) {
  const state = useSyncExternalStore(subscribe, () => store.value, built ? () => "checking" : undefined);
  return state === "checking"
    ? h("div", { role: "status", className: "gate-status" }, h("p", null, "Checking"))
    : h("div", { className: "content" }, h("section", { "data-testid": "card" }, "Card"));
}

/** An island element as the page is built: the built HTML inside, `ssr` until it hydrates. */
function island(html: string): HTMLElement {
  const element = document.createElement("astro-island");
  element.setAttribute("ssr", "");
  element.setAttribute("data-preact-island-id", "1");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const built = '<div role="status" class="gate-status"><p>Checking</p></div>';

afterEach(() => {
  document.body.innerHTML = "";
  store.value = "ready";
});

describe("an island hydrating over its built HTML", () => {
  it("renders the built value first, then the current one: the content once, the status gone", async () => {
    const element = island(built);
    await hydrateIsland(element)(Gate, { built: true }, {}, { client: "load" });
    await tick();
    expect(element.querySelectorAll("[data-testid=card]")).toHaveLength(1);
    expect(element.querySelector(".gate-status")).toBeNull();
    expect(element.innerHTML).toBe('<div class="content"><section data-testid="card">Card</section></div>');
  });

  it("follows the store after hydrating", async () => {
    store.value = "checking";
    const element = island(built);
    await hydrateIsland(element)(Gate, { built: true }, {}, { client: "load" });
    await tick();
    expect(element.querySelector(".gate-status")).not.toBeNull();
    store.value = "ready";
    for (const listener of listeners) listener();
    await tick();
    expect(element.querySelectorAll("[data-testid=card]")).toHaveLength(1);
    expect(element.querySelector(".gate-status")).toBeNull();
  });

  it("a component rendered later (not hydrating) shows the current value at once", () => {
    const element = document.createElement("div");
    document.body.append(element);
    render(h(Gate, { built: true }), element);
    expect(element.innerHTML).toBe('<div class="content"><section data-testid="card">Card</section></div>');
  });
});
