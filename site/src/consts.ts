// Site-wide values: the brand, the partner bank and the default page description.
export const BRAND_NAME = "Meridian Business";
export const PARTNER_BANK = "Harbor Trust Bank, N.A.";
export const DEFAULT_DESCRIPTION =
  "Business banking for US companies: USD accounts, instant USDC conversion and BTC and ETH custody in one place.";
