// Monthly statements of an account (the accounts and activity pages): each month's opening and closing balance,
// and its PDF.

export const STATEMENT_TEXTS = {
  heading: "Statements",
  show: "Show statements",
  showOf: (account: string) => `Show statements of ${account}`,
  hide: "Hide statements",
  hideOf: (account: string) => `Hide statements of ${account}`,
  account: "Account",
  caption: (account: string) => `Monthly statements of ${account}`,
  loading: "Loading statements…",
  loadFailed: "We could not load the statements. Try again in a moment.",
  none: "No statement yet: the first one covers the month the account opened.",
  month: "Month",
  opening: "Opening balance",
  closing: "Closing balance",
  download: "Download",
  downloadPdf: "Download PDF",
  downloadOf: (month: string, account: string) => `Download PDF: the ${month} statement of ${account}`,
} as const;
