// The accounts page (/dashboard/accounts): every account with its balances and details, renaming one, opening
// another, and moving money between two of the business's accounts of one currency.

export const ACCOUNTS_PAGE_TEXTS = {
  title: "Accounts",
  description: "Your business's accounts with their balances, details and statements, and money moved between them.",
  lead: (business: string) => `The accounts of ${business}, with what each holds.`,
  listLabel: "Your accounts",
  details: "Details",
  opened: "Opened",
  readOnly: "You can see the accounts. Ask someone who manages the business to open or rename one.",

  rename: "Rename",
  renameOf: (account: string) => `Rename ${account}`,
  newName: "New name",
  save: "Save name",
  saving: "Saving…",
  cancel: "Cancel",
  renamed: (name: string) => `The account is now called ${name}.`,

  actionsHeading: "Manage money",
  moveMoney: "Move money",
  openAccount: "Open an account",
  sandboxDeposit: "Sandbox deposit",
  depositHeading: "Deposit money",
  depositLead:
    "Simulated money from outside the bank. It arrives pending and posts after the partner bank's usual delay.",
  tooManyAccounts: "This business has 20 accounts, the most it may hold.",

  openHeading: "Open an account",
  openLead: "A new USD account gets its own account number; a USDC wallet its own deposit address.",
  accountName: "Account name",
  accountType: "Kind and currency",
  accountTypes: {
    checking: "Checking account, USD",
    savings: "Savings account, USD",
    wallet: "Wallet, USDC",
  },
  openSubmit: "Open account",
  opening: "Opening…",
  openDone: (name: string) => `${name} is open.`,

  moveHeading: "Move money between your accounts",
  moveLead: "Between two accounts of this business that hold the same currency. It arrives at once.",
  from: "From",
  to: "To",
  accountOption: (name: string, available: string) => `${name} (${available} available)`,
  amount: "Amount",
  amountHint: (currency: string) => `In ${currency}, such as 1250.00`,
  memo: "Memo (optional)",
  moveSubmit: "Move money",
  moving: "Moving…",
  moveDone: (amount: string, from: string, to: string) => `${amount} moved from ${from} to ${to}.`,
  noPair: "Moving money needs two accounts that hold the same currency. Open a second one first.",
  /** noPair to a member who may pay but not open accounts. */
  noPairAskManager:
    "Moving money needs two accounts that hold the same currency. Ask someone who manages the business to open a second one.",
  payNeeded: "Ask someone who may pay for the business to move money.",
} as const;
