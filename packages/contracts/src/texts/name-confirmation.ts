// The name confirmed after the address's first proof, apart from the dashboard's shared words so only the card's own
// code, loaded when it is due, carries them.

/**
 * The card the dashboard and settings show once the account's address was first verified
 * (user.nameConfirmationRequired): whoever opened the account chose the name on it, so its owner confirms it.
 */
export const NAME_CONFIRMATION_TEXTS = {
  heading: "Confirm your name",
  lead:
    "Your email address was just verified. Check that the name on this account is yours: someone who opened an " +
    "account with your address before you verified it could have chosen it.",
  firstName: "First name",
  lastName: "Last name",
  confirm: "Confirm name",
  confirming: "Saving…",
  confirmedTitle: "Name confirmed",
  failedTitle: "Name not confirmed",
  failedText: "Please try again.",
} as const;
