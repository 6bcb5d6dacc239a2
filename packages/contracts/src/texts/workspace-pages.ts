// The signed-in app's frame (header, business switcher, sandbox badge, user menu, navigation) and the words of the
// dashboard's pages. A workspace page whose part of the bank is not built yet (cards, invoices) says what
// will appear there and what to do now: no invented figure stands in for one the bank does not have.

/** The frame every signed-in page shares: the dashboard and the staff console. */
export const APP_FRAME_TEXTS = {
  homeLabel: "Dashboard home",
  businessLabel: "Business",
  sandboxBadge: "Sandbox",
  sandboxTitle:
    "Sandbox: the partner bank is simulated. Money shown or moved here is simulated too; nothing reaches a real account.",
  staffConsole: "Staff console",
  userMenuSuffix: "account menu",
  settings: "Settings",
  navLabel: "Dashboard",
  navToggle: "Menu",
} as const;

/** The dashboard's navigation, in order: one link a page. */
export const DASHBOARD_NAV = [
  { href: "/dashboard", label: "Overview" },
  { href: "/dashboard/accounts", label: "Accounts" },
  { href: "/dashboard/payments", label: "Payments" },
  { href: "/dashboard/crypto", label: "Crypto" },
  { href: "/dashboard/cards", label: "Cards" },
  { href: "/dashboard/activity", label: "Activity" },
  { href: "/dashboard/invoices", label: "Invoices" },
  { href: "/dashboard/analytics", label: "Analytics" },
  { href: "/dashboard/team", label: "Team" },
  { href: "/dashboard/settings", label: "Settings" },
] as const;

/** A workspace page the money core has not reached yet: what will appear there, and what to do meanwhile. */
export interface WorkspacePageTexts {
  title: string;
  description: string;
  comingText: string;
  nowText: string;
  nowLink: { href: string; label: string };
}

const OVERVIEW_LINK = { href: "/dashboard", label: "See where your business stands" } as const;

export const WORKSPACE_PAGE_TEXTS = {
  nowHeading: "What you can do now",
  pages: {
    cards: {
      title: "Cards",
      description: "Your business's virtual cards and their daily limits.",
      comingText: "Your business's virtual cards, each with its own daily limit up to $50,000, will appear here.",
      nowText: "Cards are issued to members of your team: invite the people who will need one.",
      nowLink: { href: "/dashboard/team", label: "Go to your team" },
    },
    invoices: {
      title: "Invoices",
      description: "Invoices your business sends its customers, and whether each is paid.",
      comingText:
        "Invoices you send your customers will appear here, with whether each is paid, partly paid or overdue.",
      nowText: "Nothing to do yet: you can send invoices once your business's accounts are open.",
      nowLink: OVERVIEW_LINK,
    },
  } satisfies Record<string, WorkspacePageTexts>,
} as const;
