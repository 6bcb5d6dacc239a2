// Draws the cursor marker and its sparkles. Listens to pointer events only (never to scroll), and runs its
// animation frame loop only while something moves, so an idle or scrolling page pays nothing.
import { CURSOR_PRESSED_SCALE } from "@bank/contracts";
import { addSparkle, maybeSpawnSparkle, stepSparkles, type Sparkle } from "./sparkles.ts";

/** Starts the effect with the marker where the mouse already is (the move that loaded this code). */
export function startCursorEffect(from: { x: number; y: number }): void {
  const layer = document.createElement("div");
  layer.className = "cursor-layer";
  layer.setAttribute("aria-hidden", "true");
  const marker = document.createElement("div");
  marker.className = "cursor-marker";
  marker.dataset.cursorMarker = "";
  layer.append(marker);
  document.body.append(layer);
  layer.dataset.active = "";

  let pointer = from;
  let pressed = false;
  let sparkles: Sparkle[] = [];
  const nodes = new Map<number, HTMLElement>();
  let nextId = 0;
  let frame = 0;

  const drawMarker = () => {
    marker.style.transform = `translate3d(${pointer.x}px, ${pointer.y}px, 0) translate(-50%, -50%) scale(${pressed ? CURSOR_PRESSED_SCALE : 1})`;
  };
  drawMarker();

  const drawSparkles = () => {
    const alive = new Set(sparkles.map((sparkle) => sparkle.id));
    for (const [id, node] of nodes) {
      if (!alive.has(id)) {
        node.remove();
        nodes.delete(id);
      }
    }
    for (const sparkle of sparkles) {
      let node = nodes.get(sparkle.id);
      if (!node) {
        node = document.createElement("span");
        node.className = "cursor-sparkle";
        node.style.background = sparkle.color;
        layer.append(node);
        nodes.set(sparkle.id, node);
      }
      node.style.opacity = String(sparkle.opacity);
      node.style.width = `${sparkle.size}px`;
      node.style.height = `${sparkle.size}px`;
      node.style.transform = `translate3d(${sparkle.x}px, ${sparkle.y}px, 0) translate(-50%, -50%)`;
    }
  };

  const tick = () => {
    frame = 0;
    drawMarker();
    sparkles = stepSparkles(sparkles);
    drawSparkles();
    if (sparkles.length > 0) schedule();
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(tick);
  };

  window.addEventListener(
    "pointermove",
    (event) => {
      if (event.pointerType !== "mouse") return;
      pointer = { x: event.clientX, y: event.clientY };
      layer.dataset.active = "";
      const sparkle = maybeSpawnSparkle(pointer.x, pointer.y, nextId);
      if (sparkle) {
        nextId += 1;
        sparkles = addSparkle(sparkles, sparkle);
      }
      schedule();
    },
    { passive: true },
  );
  window.addEventListener("pointerdown", () => {
    pressed = true;
    marker.dataset.pressed = "";
    schedule();
  });
  window.addEventListener("pointerup", () => {
    pressed = false;
    delete marker.dataset.pressed;
    schedule();
  });
  document.documentElement.addEventListener("pointerleave", () => delete layer.dataset.active);
}
