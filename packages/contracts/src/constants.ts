// The product's business constants and timings, named once here for both sides (site and service).

/** The bank's name where a person reads it outside the site: the passkey prompt of the browser. */
export const BRAND_NAME = "Meridian Business";

export const MIN_PASSWORD_LENGTH = 8;
/** Passwords are 8 to 128 characters; the cap bounds hashing cost. */
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_NAME_LENGTH = 2;
/** Names are at most 50 characters, so they cannot carry a paragraph into the bank's mail. */
export const MAX_NAME_LENGTH = 50;
/** RFC 5321 caps a forward path at 256 octets, 254 of them the address. */
export const MAX_EMAIL_LENGTH = 254;
export const TWO_FACTOR_CODE_LENGTH = 6;
/** A set of recovery codes is 10 codes; the settings page warns when 3 or fewer are left. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODES_LOW_AT = 3;
/** The longest recovery code input read (a code is 12 characters; spaces and hyphens are allowed around them). */
export const MAX_RECOVERY_CODE_INPUT_LENGTH = 64;
/** The name a customer gives a passkey in settings ("Work laptop"). */
export const MAX_PASSKEY_NAME_LENGTH = 50;
/** The name of a passkey added without one; the customer can rename it. */
export const DEFAULT_PASSKEY_NAME = "Passkey";
export const US_PHONE_DIGITS = 10;

export const SIGNIN_ANIMATION_MS = 1_500;
export const REDIRECT_AFTER_SIGNIN_MS = 1_500;
export const REDIRECT_AFTER_SIGNUP_MS = 2_000;
export const REDIRECT_AFTER_CTA_MS = 1_500;
export const SESSION_STATUS_POLL_MS = 30_000;

export const HERO_SLIDE_COUNT = 10;
export const HERO_SLIDE_INTERVAL_MS = 4_000;
export const HERO_HIGHLIGHT_INTERVAL_MS = 3_000;
export const FEATURES_AUTO_ADVANCE_MS = 5_000;
export const TESTIMONIALS_AUTO_ADVANCE_MS = 5_000;
export const HEADER_SCROLL_THRESHOLD_PX = 20;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

/** Data access: kept 5 minutes, never stale, no retry, no refetch on a timer or on focus. */
export const DATA_CACHE_RETENTION_MS = 5 * 60 * 1_000;
export const DATA_STALE_TIME_MS = Number.POSITIVE_INFINITY;
export const DATA_RETRY_COUNT = 0;

export const SPARKLE_SPAWN_CHANCE = 0.3;
export const SPARKLE_MIN_SIZE_PX = 4;
export const SPARKLE_MAX_SIZE_PX = 12;
export const SPARKLE_SPAWN_OFFSET_PX = 10;
export const SPARKLE_COLORS = ["#ffd1dc", "#c1e1c1", "#aec6cf", "#fdfd96", "#e0bbe4", "#ffdab9"] as const;
export const SPARKLE_MAX_COUNT = 21;
export const SPARKLE_OPACITY_DECAY = 0.95;
export const SPARKLE_DRIFT_UP_PX = 1;
export const SPARKLE_SIZE_DECAY = 0.98;
export const SPARKLE_MIN_OPACITY = 0.1;
export const CURSOR_PRESSED_SCALE = 0.8;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The contact form's fields (POST /api/contact): a full name, a company's name, a message to read in one go. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_COMPANY_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 2_000;

/** A memo on a movement of money (a transfer, a payment): optional, at most this many characters. */
export const MEMO_MAX_LENGTH = 140;

/** Browser storage keys: the signed-in user, their email apart, and a session token that /signin clears. */
export const STORAGE_KEYS = {
  currentUser: "currentUser",
  userEmail: "userEmail",
  sessionToken: "sessionToken",
} as const;

/** API paths of the auth service (docs/api.md; GET /api/openapi.json is the exact contract). */
export const API_PATHS = {
  signUp: "/api/signup",
  signIn: "/api/signin",
  signOut: "/api/signout",
  sessionStatus: "/api/auth/session-status",
  me: "/api/auth/me",
  twoFactorSetup: "/api/auth/2fa/setup",
  twoFactorEnable: "/api/auth/2fa/enable",
  twoFactorDisable: "/api/auth/2fa/disable",
  reauthenticate: "/api/auth/reauthenticate",
  reauthenticatePasskeyOptions: "/api/auth/reauthenticate/passkey-options",
  confirmName: "/api/auth/name",
  passwordResetRequest: "/api/auth/password-reset/request",
  passwordResetConfirm: "/api/auth/password-reset/confirm",
  emailVerify: "/api/auth/email/verify",
  emailResend: "/api/auth/email/resend",
  recoveryCodes: "/api/auth/2fa/recovery-codes",
  passkeyRegistrationOptions: "/api/auth/passkeys/registration-options",
  passkeys: "/api/auth/passkeys",
  passkeySignInOptions: "/api/auth/passkey-signin/options",
  passkeySignIn: "/api/auth/passkey-signin",
  passwordChange: "/api/auth/password",
  emailChange: "/api/auth/email-change",
  emailChangeConfirm: "/api/auth/email-change/confirm",
  activity: "/api/auth/activity",
  contact: "/api/contact",
  health: "/api/health",
  openApi: "/api/openapi.json",
} as const;

/** Conversion events sent to the ad-tracking tag, each worth 1 USD (site/src/lib/analytics/gtag.ts). */
export const CONVERSION_EVENTS = ["signup", "account_creation", "kyc_completion"] as const;
export const CONVERSION_VALUE = 1;
export const CONVERSION_CURRENCY = "USD";
