// The sign-in screen: its steps, toasts and failures, apart from other pages' texts.
import type { FailureCopy } from "../messages.ts";

export const SIGNIN_FAILED: FailureCopy = {
  title: "Signin Failed",
  fallbackText: "Please check your credentials and try again.",
  fallbackError: "Failed to sign in",
};

export const TWO_FACTOR_FAILED: FailureCopy = {
  title: "2FA Verification Failed",
  fallbackText: "Invalid verification code.",
  fallbackError: "Failed to verify 2FA code",
};

/** Thrown when the code step has lost the credentials it kept; no toast is shown for it. */
export const LOGIN_DATA_NOT_FOUND = "Login data not found";

export const WELCOME_BACK = {
  title: "Welcome Back!",
  text: (email: string) => `Successfully signed in as ${email}`,
} as const;

export const TWO_FACTOR_REQUIRED = {
  title: "2FA Required",
  text: "Please enter your authenticator code to complete signin.",
} as const;

/** The sign-in's recovery-code step, in place of the authenticator code when the authenticator is lost. */
export const RECOVERY_CODE_STEP_TEXTS = {
  useRecoveryCode: "Use a recovery code",
  title: "Use a recovery code",
  lead: "Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.",
  label: "Recovery code",
  useAuthenticator: "Use your authenticator app instead",
} as const;

export const RECOVERY_CODE_FAILED: FailureCopy = {
  title: "Recovery code not accepted",
  fallbackText: "That recovery code was not accepted.",
  fallbackError: "Failed to verify recovery code",
};

/** Texts of the sign-in and sign-up screens: labels, links, buttons and their pending words. */
export const SIGNIN_TEXTS = {
  rememberMe: "Remember me",
  forgotPassword: "Forgot password?",
  submit: "Sign In",
  pending: "Signing in...",
  signUpLink: "Sign up now",
  twoFactorTitle: "Two-Factor Authentication",
  codeLabel: "Authenticator Code",
  verify: "Verify & Sign In",
  backToLogin: "Back to Login",
  encryptionNotice: "military-grade encryption",
  /** Shown when the screen opens straight after a sign-up, with that address filled in. */
  signedUpNotice: (email: string) =>
    `We sent a verification link to ${email}. You can sign in now; open the link when you can to verify your address.`,
} as const;

/** "Sign in with a passkey" on the sign-in screen's credentials step. */
export const PASSKEY_SIGNIN_TEXTS = {
  button: "Sign in with a passkey",
  pending: "Waiting for your passkey…",
  or: "or",
  cancelledTitle: "Passkey sign-in cancelled",
  cancelledText: "You can try again, or sign in with your email and password.",
} as const;

/** The service's refusal of a passkey sign-in, and the page's text when the refusal came without one. */
export const PASSKEY_FAILED_TEXT = "We couldn't sign you in with that passkey. Try again or use your password.";

export const PASSKEY_SIGNIN_FAILED: FailureCopy = {
  title: "Signin Failed",
  fallbackText: PASSKEY_FAILED_TEXT,
  fallbackError: "Failed to sign in",
};
