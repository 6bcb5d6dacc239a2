// The words of approving a payment on /dashboard/payments, loaded when the approval is opened: what is signed shown
// first (in the payment's own words, payment-detail.ts), then the person's passkey or authenticator code.

export const PAYMENT_APPROVAL_TEXTS = {
  heading: "Approve this payment",
  lead: "This is what you approve. Your confirmation is tied to this payment alone.",
  loading: "Getting the payment ready to approve…",
  /** Beside the service's noSigningFactor refusal: where a passkey or an authenticator app is added. */
  settingsLink: "Open settings",
  withPasskey: "Approve with your passkey",
  passkeyPending: "Waiting for your passkey…",
  passkeyCancelled: "The passkey prompt was closed before it finished. You can try again when you are ready.",
  useCode: "Use a code from your authenticator app instead",
  /** The person has a passkey but no authenticator app, and asked for the code's step. */
  noCode: "You have no authenticator app to approve with: go back and use your passkey.",
  codeLabel: "Code from your authenticator app",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  withCode: "Approve with the code",
  approving: "Approving…",
  approved: (amount: string, payee: string) => `You approved the payment of ${amount} to ${payee}.`,
  back: "Back",
  failed: "That did not work. Please try again.",
} as const;
