// Whether Preact is hydrating an island at this moment. Preact's hydrate renders the island's whole first tree in
// one synchronous call, so a flag set around that call (client.ts) is true for exactly the components that render
// over the page's built HTML, and false for everything rendered later (a view fetched when first shown).
let active = false;

export function hydrating(run: () => void): void {
  active = true;
  try {
    run();
  } finally {
    active = false;
  }
}

export function isHydrating(): boolean {
  return active;
}
