// The dashboard's overview (/dashboard): the current business's balances, its accounts and recent activity, and
// for a business without any transaction yet the first deposit's step; without a business, where its application
// stands.

export const OVERVIEW_TEXTS = {
  title: "Dashboard",
  loading: "Loading your business…",
  failed: "This page did not load completely. Reload the page to try again.",
  totalBalance: "Total balance in USD",
  totalAvailable: "Available",
  totalPosted: "Posted",
  totalNote: "The sum of your USD accounts. USDC wallets are shown in USDC.",
  accountsHeading: "Accounts",
  accountsLink: "See all accounts",
  recentHeading: "Recent activity",
  recentCaption: "Your latest transactions",
  activityLink: "See all activity",

  nextHeading: "Next steps",
  teamLink: "Invite your team",
  teamText: "Add the people who will pay, approve payments or manage the business.",
  twoFactorLink: "Turn on two-factor authentication",
  twoFactorText: "Everyone who pays, approves or manages needs it, you included.",
  noBusinessHeading: "Open your business account",
  noBusinessText:
    "Your business account opens once we approve your business application. Its accounts, payments and cards will then appear here.",
  applyLink: "Go to your business application",
} as const;
