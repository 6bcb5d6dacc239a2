// The money forms' done and failure toasts' words, apart from the money pages' other words (money-words.ts, whose
// MONEY_TEXTS carries these too), so a page with a money form and none of those words (the crypto page's
// conversion) loads only these.
export const MONEY_TOAST_TEXTS = {
  offline: "We could not reach the bank. Check your connection and reload the page.",
  doneTitle: "Done",
  failedTitle: "That did not work",
  failedText: "Please try again.",
} as const;
