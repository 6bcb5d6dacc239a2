// Copy of the home page: slides, features, crypto samples, testimonials.
// Every figure here is one of the bank's public claims or a sample that the page labels as a sample.
import { OPENING_HOURS, SUPPORT_PHONE } from "./bank-contact.ts";
import { HERO_SLIDE_TITLES } from "./texts/home.ts";

export const HOME_TEXTS = {
  getStartedFree: "Get Started Free",
  watchDemo: "Watch Demo",
  learnMore: "Learn More",
  scheduleDemo: "Schedule a Demo",
  contactSales: "Contact Sales",
  convert: "Convert",
  addFunds: "Add Funds",
  signIn: "Sign In",
  getStarted: "Get Started",
  /** The header's link for a signed-in visitor, shown instead of Sign In and Get Started. */
  dashboard: "Dashboard",
  poweredBy: "Powered by",
  close: "Close",
} as const;

/** The crypto disclaimer, shown wherever crypto is promoted. */
export const CRYPTO_DISCLAIMER =
  "Crypto services are not FDIC insured, are not bank deposits and may lose value. They run through a blockchain network and an exchange partnership, not through the partner bank. USD deposits are insured up to $250,000 per account through the partner bank.";

export interface HeroSlide {
  readonly id: number;
  readonly title: (typeof HERO_SLIDE_TITLES)[number];
  readonly description: string;
  /** Name of the slide's backdrop gradient; the site's stylesheet draws it (a class, not an inline style, for a strict CSP). */
  readonly gradient: SlideGradient;
  /** Sample figures; only slides 1 and 4 carry them. */
  readonly sampleFigures?: readonly { readonly label: string; readonly value: string }[];
}

const SLIDE_DESCRIPTIONS: readonly string[] = [
  "USD business accounts with no monthly maintenance fee, opened online in under 5 minutes.",
  "Hold USD, USDC, BTC and ETH side by side, and convert USD to USDC instantly.",
  "Multi-signature custody, 3 of 5, with cold storage and 256-bit bank-level encryption.",
  "Analytics and forecasting that show where your cash goes and where it is heading.",
  "Serve customers and suppliers in 180+ countries from one account.",
  "A mobile app with biometric sign-in puts approvals and cards in your pocket.",
  "See your fiat and digital asset positions in one portfolio, with a 0.15% management fee.",
  "AI fraud monitoring watches every payment and flags what looks out of place.",
  "Give team members approve, manage or view permissions and review payments before they go.",
  "Built for BSA, AML and KYC compliance, with 99.9% uptime for the business you grow next.",
];

export type SlideGradient =
  "blue" | "violet" | "emerald" | "amber" | "teal" | "indigo" | "rose" | "slate" | "sky" | "graphite";

const SLIDE_GRADIENTS: readonly SlideGradient[] = [
  "blue",
  "violet",
  "emerald",
  "amber",
  "teal",
  "indigo",
  "rose",
  "slate",
  "sky",
  "graphite",
];

const SLIDE_FIGURES: Readonly<Record<number, HeroSlide["sampleFigures"]>> = {
  1: [
    { label: "Operating account", value: "$248,310.42" },
    { label: "Monthly fee", value: "$0" },
  ],
  4: [
    { label: "Cash flow, 30 days", value: "+$41,870" },
    { label: "Forecast runway", value: "19 months" },
  ],
};

export const HERO_SLIDES: readonly HeroSlide[] = HERO_SLIDE_TITLES.map((title, index) => {
  const id = index + 1;
  const figures = SLIDE_FIGURES[id];
  return {
    id,
    title,
    description: SLIDE_DESCRIPTIONS[index] ?? "",
    gradient: SLIDE_GRADIENTS[index] ?? "blue",
    ...(figures ? { sampleFigures: figures } : {}),
  };
});

/** The hero's rotating feature line. */
export const HERO_FEATURE_LINES = [
  "Instant USD to USDC conversion",
  "Instant transfers in 2.3 seconds",
  "Unlimited virtual cards",
  "Account approval within 24 hours",
] as const;

export type StatIcon = "users" | "vault" | "pulse" | "lock";

export interface StatTile {
  readonly value: string;
  readonly label: string;
  readonly icon: StatIcon;
}

export const HERO_STATS: readonly StatTile[] = [
  { value: "50,000+", label: "Business accounts", icon: "users" },
  { value: "$2.5B+", label: "Assets under management", icon: "vault" },
  { value: "99.9%", label: "Uptime", icon: "pulse" },
  { value: "256-bit", label: "Bank-level encryption", icon: "lock" },
];

export interface FeatureCard {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly benefits: readonly string[];
  readonly stat: { readonly value: string; readonly label: string };
  readonly badge: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: "Smart Business Deposits",
    subtitle: "USD accounts without the fees",
    description:
      "Open a USD business account online, with deposits insured up to $250,000 per account through our partner bank.",
    benefits: ["No monthly maintenance fee", "Setup in under 5 minutes", "Approval within 24 hours"],
    stat: { value: "$0", label: "Monthly account fee" },
    badge: "FDIC insured",
  },
  {
    title: "Crypto Treasury",
    subtitle: "USDC, BTC and ETH beside your dollars",
    description:
      "Hold a dollar stablecoin and major crypto assets in multi-signature custody, 3 of 5, with cold storage.",
    benefits: ["Instant USD to USDC conversion", "Multi-signature custody, 3 of 5", "0.15% management fee"],
    stat: { value: "3 of 5", label: "Multi-signature custody" },
    badge: "Cold storage",
  },
  {
    title: "Instant Settlements",
    subtitle: "Money that moves when you do",
    description: "Send instant transfers that settle in 2.3 seconds, with a settlement fee of 0.1%.",
    benefits: ["Instant transfer in 2.3 seconds", "0.1% settlement fee", "Service in 180+ countries"],
    stat: { value: "2.3s", label: "Instant transfer" },
    badge: "Real time",
  },
  {
    title: "Advanced Analytics",
    subtitle: "Forecasts, not just statements",
    description: "Analytics and forecasting turn your account history into cash-flow views you can plan with.",
    benefits: ["Cash-flow forecasting", "Spending by team and card", "Exports for your accountant"],
    stat: { value: "99.9%", label: "Uptime" },
    badge: "Forecasting",
  },
  {
    title: "Smart Business Cards",
    subtitle: "A card for every vendor and teammate",
    description: "Issue unlimited virtual cards with a daily limit of $50K, and let AI fraud monitoring watch them.",
    benefits: ["Unlimited virtual cards", "$50K daily limit", "AI fraud monitoring"],
    stat: { value: "$50K", label: "Daily card limit" },
    badge: "Unlimited",
  },
  {
    title: "Mobile Command Center",
    subtitle: "Approve from anywhere",
    description: "The mobile app with biometrics lets your team review and approve payments on the go.",
    benefits: ["Biometric sign-in", "Approve, manage and view permissions", "Payment review and approval"],
    stat: { value: "256-bit", label: "Bank-level encryption" },
    badge: "Biometrics",
  },
];

export interface ConversionPair {
  readonly from: string;
  readonly to: string;
  readonly rate: string;
  readonly spread: string;
}

/** Sample rates; the spreads are the bank's published 0.1%, 0.25% and 0.20%. */
export const SAMPLE_CONVERSION_PAIRS: readonly ConversionPair[] = [
  { from: "USD", to: "USDC", rate: "1.0000", spread: "0.1%" },
  { from: "USD", to: "BTC", rate: "0.0000154", spread: "0.25%" },
  { from: "USD", to: "ETH", rate: "0.000296", spread: "0.20%" },
];

export interface CryptoHolding {
  readonly symbol: string;
  readonly name: string;
  readonly amount: string;
  readonly value: string;
  readonly change: string;
}

export const SAMPLE_HOLDINGS: readonly CryptoHolding[] = [
  { symbol: "USDC", name: "USD Coin", amount: "125,000.00", value: "$125,000.00", change: "+0.00%" },
  { symbol: "BTC", name: "Bitcoin", amount: "1.2500", value: "$81,250.00", change: "+2.41%" },
  { symbol: "ETH", name: "Ethereum", amount: "18.400", value: "$62,192.00", change: "-1.12%" },
];

export const CRYPTO_TABS = [
  {
    label: "Smart Conversion",
    intro: "Convert USD to USDC instantly, and move between USDC, BTC and ETH at published spreads.",
  },
  {
    label: "Secure Custody",
    intro: "Digital assets sit in multi-signature custody, 3 of 5, with cold storage for the reserves.",
    points: [
      "Multi-signature custody, 3 of 5: no single key can move funds",
      "Cold storage for reserves, kept offline",
      "Approve, manage and view permissions for every team member",
      "Crypto withdrawal fee 1.73%, shown before you confirm",
    ],
  },
  {
    label: "Advanced Analytics",
    intro: "Track fiat and crypto positions together, with forecasting across your whole treasury.",
    points: [
      "One view of USD, USDC, BTC and ETH",
      "Management fee 0.15%, settlement fee 0.1%",
      "Exports for tax and audit",
      "AI fraud monitoring on every movement",
    ],
  },
] as const;

export interface SecurityFeature {
  readonly title: string;
  readonly description: string;
}

export const SECURITY_FEATURES: readonly SecurityFeature[] = [
  { title: "256-bit encryption", description: "Bank-level encryption protects your data in transit and at rest." },
  { title: "Multi-signature custody", description: "Crypto moves only with 3 of 5 signatures, with cold storage." },
  { title: "AI fraud monitoring", description: "Every payment and card transaction is screened as it happens." },
  { title: "Biometric mobile access", description: "Sign in to the mobile app with your face or fingerprint." },
  { title: "Team permissions", description: "Approve, manage and view levels, with payment review before release." },
  { title: "FDIC insurance", description: "USD deposits insured up to $250,000 per account through the partner bank." },
];

export const CERTIFICATION_BADGES = [
  { name: "BSA", description: "Bank Secrecy Act compliant" },
  { name: "AML", description: "Anti-money-laundering program" },
  { name: "KYC", description: "Know-your-customer verification" },
] as const;

export interface Testimonial {
  readonly id: number;
  readonly name: string;
  readonly title: string;
  readonly company: string;
  /** Initials shown in the avatar circle; no photos are loaded. */
  readonly avatar: string;
  readonly rating: 5;
  readonly content: string;
  readonly metrics: { readonly label: string; readonly value: string };
  readonly industry: string;
  readonly size: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: "Dana Whitfield",
    title: "CFO",
    company: "Northline Freight",
    avatar: "DW",
    rating: 5,
    content:
      "We opened the account over coffee and were approved the next morning. Paying carriers abroad used to take days; now it settles in seconds.",
    metrics: { label: "Account approval", value: "Within 24 hours" },
    industry: "Logistics",
    size: "120 employees",
  },
  {
    id: 2,
    name: "Marcus Ortega",
    title: "Founder",
    company: "Ledgerleaf Studio",
    avatar: "MO",
    rating: 5,
    content:
      "Our clients pay in USDC and our team is paid in dollars. Converting between them is instant, and the spreads are printed up front.",
    metrics: { label: "Monthly account fee", value: "$0" },
    industry: "Software",
    size: "18 employees",
  },
  {
    id: 3,
    name: "Priya Raman",
    title: "Head of Finance",
    company: "Copperfield Goods",
    avatar: "PR",
    rating: 5,
    content:
      "Every vendor gets its own virtual card, and nothing over our limits gets through. Approvals from the mobile app keep the team moving.",
    metrics: { label: "Virtual cards", value: "Unlimited" },
    industry: "E-commerce",
    size: "45 employees",
  },
  {
    id: 4,
    name: "Tom Achebe",
    title: "Treasurer",
    company: "Brightwater Energy Co-op",
    avatar: "TA",
    rating: 5,
    content:
      "Our board wanted custody we could explain. Three of five signatures and cold storage made that conversation short.",
    metrics: { label: "Instant transfer", value: "2.3 seconds" },
    industry: "Energy",
    size: "300 employees",
  },
];

/** FAQ of the home page; Google shows the FAQPage structured data built from it. */
export const HOME_FAQ = [
  {
    question: "How long does it take to open a business account?",
    answer: "Account setup takes under 15 minutes online, and accounts are approved within 24 hours.",
  },
  {
    question: "Is there a monthly maintenance fee?",
    answer: "No. The monthly account fee is $0.",
  },
  {
    question: "What does it cost to withdraw crypto?",
    answer: "The crypto withdrawal fee is 1.73%. Instant transfers carry a 0.1% settlement fee.",
  },
  {
    question: "Are my deposits insured?",
    answer:
      "USD deposits are insured up to $250,000 per account through our partner bank. Crypto services are not insured and may lose value.",
  },
  {
    question: "When can I reach support?",
    answer: `Our team answers on ${SUPPORT_PHONE.display} from ${OPENING_HOURS.opens} to ${OPENING_HOURS.closes}, ${OPENING_HOURS.days}.`,
  },
] as const;
