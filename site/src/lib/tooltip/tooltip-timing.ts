// When a tooltip may open: after 700 ms of hover, but at once when another tooltip closed
// less than 300 ms ago, so moving along a row of them does not wait each time. Shared by every tooltip.
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@bank/contracts";

let lastClosedAt = Number.NEGATIVE_INFINITY;

export function noteTooltipClosed(now: number = Date.now()): void {
  lastClosedAt = now;
}

/** Milliseconds to wait before opening a tooltip whose trigger the pointer has just entered. */
export function tooltipOpenDelay(now: number = Date.now()): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}
