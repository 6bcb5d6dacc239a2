// A link that opens its view in place (a list's row, a step) while staying a real link: a modified or middle click
// still opens a new tab or window as the browser would, and the address is what a reload opens.
import type { MouseEvent } from "react";

/** The click handler of such a link: `open` for a plain click, the browser's own way for any other. */
export function openInPlace(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    open();
  };
}
