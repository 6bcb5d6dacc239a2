// The overview's first deposit's step, for a business without any transaction yet: how money reaches its accounts,
// and a sandbox deposit to try it.

export const FIRST_DEPOSIT_TEXTS = {
  addMoneyHeading: "Add money",
  addMoneyLead:
    "Your accounts are open and hold nothing yet. Send money to them from another bank or a wallet with these details.",
  checkingHeading: (account: string) => `By ACH or wire to ${account}`,
  walletHeading: (account: string) => `As USDC to ${account}`,
  sandboxHeading: "Try it with a sandbox deposit",
  sandboxLead:
    "This business is in the sandbox: no real bank sends money here. Make a simulated deposit to see how money arrives.",
  sandboxOpen: "Make a sandbox deposit",
  sandboxNotAllowed:
    "Only members who manage this business can make a sandbox deposit. Ask its owner, or someone who manages it.",
} as const;
