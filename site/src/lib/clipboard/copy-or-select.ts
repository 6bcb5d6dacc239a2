// Copies a detail a person gives to someone else (an account number, a deposit address). When the clipboard refuses
// (permission denied, an old browser, a page not in focus), the text on screen is selected instead, so the person can
// copy it with the keyboard or the menu; the caller says which happened.

/** Writes `text` to the clipboard: true if it did, else selects `shown` (the element showing it) and answers false. */
export async function copyOrSelect(text: string, shown: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (shown) selectText(shown);
    return false;
  }
}

/** Selects the text the element shows, for the person to copy with the keyboard or the menu. */
export function selectText(shown: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(shown);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
