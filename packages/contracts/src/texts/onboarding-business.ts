// The words of the application's business step: the business's fields, and the parts of any US address.
export const ONBOARDING_BUSINESS_TEXTS = {
  heading: "Business",
  intro: "As on the business's formation documents and IRS records.",
  legalName: "Legal name",
  tradeName: "Trade name (DBA)",
  entityType: "Entity type",
  ein: "Employer Identification Number (EIN)",
  einHint: "9 digits, written NN-NNNNNNN.",
  formationState: "State of formation",
  formationDate: "Date of formation",
  addressLegend: "Business address",
  addressHint: "A street address in the US, not a P.O. box.",
  website: "Website",
  websiteHint: "Starting with https:// or http://.",
  industry: "Industry",
  description: "What the business does",
  descriptionHint: "At least 20 characters: its products or services and its customers.",
  monthlyVolume: "Expected money moved each month",
  cryptoLegend: "Will the business use crypto or stablecoins?",
  cryptoDescription: "How the business will use crypto or stablecoins",
} as const;

export const ADDRESS_FIELD_TEXTS = {
  line1: "Street address",
  line2: "Apartment, suite or floor",
  city: "City",
  state: "State",
  zip: "ZIP code",
} as const;
