/** The header turns frosted once the page is scrolled more than the threshold, not at it. */
export function isScrolledPastThreshold(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
