// The home page's texts, apart from the account pages'.

export const CTA_WELCOME = "Welcome... Redirecting you to complete your account setup...";

export const HERO_HIGHLIGHT_PHRASES = [
  "Real-time crypto conversions",
  "FDIC insured up to $250K",
  "24/7 customer support",
  "Zero monthly fees",
] as const;

export const HERO_SLIDE_TITLES = [
  "Modern Business Banking",
  "Cryptocurrency Integration",
  "Secure Transactions",
  "Real-time Analytics",
  "Global Connectivity",
  "Mobile Banking",
  "Investment Portfolio",
  "AI-Powered Insights",
  "Team Collaboration",
  "Future Ready",
] as const;
