// What the card routes answer with (docs/cards.md): the service sends them, the site shows them beside the field or
// in a toast. A declined authorisation's reason has its words here too, for the sandbox purchase control.

export const CARD_MESSAGES = {
  cardName: "Enter a name for the card (at most 50 characters).",
  holder: "Choose a member of this business to hold the card.",
  holderNotFound: "That person is not a member of this business.",
  account: "Choose a USD account of this business for the card.",
  accountNotUsd: "Cards spend from a USD account. Choose a checking or savings account.",
  dailyLimit: "Enter a daily limit between 0.01 and 50,000.00 USD.",
  cardNotFound: "We could not find that card.",
  cardClosed: "This card is closed. A closed card cannot be used or changed again.",
  holderOnly: "Only the card's holder can do this.",
  holderGone: "The card's holder is no longer a member of this business, so the card stays frozen.",
  holderOnlyStatus:
    "As the card's holder you can freeze, unfreeze or close it; someone who manages cards can change the rest.",
  changeNothing: "Send a status, a daily limit or a name to change.",
  status: "A card's status is active, frozen or closed.",
  merchantName: "Enter the merchant's name (at most 60 characters).",
  merchantCategory: "Choose the merchant's category.",
  authorizationNotFound: "We could not find that authorisation.",
  notCapturable: "Only an approved authorisation that has not been captured or released can be captured.",
  notReleasable: "Only an approved authorisation that has not been captured or released can be released.",
  captureTooLarge: "A capture cannot be more than the amount held.",
  revealStepUp: "Confirm it's you to see the card's number.",
} as const;

/** Why a sandbox authorisation was declined, in words for the person who tried the purchase. */
export const CARD_DECLINE_WORDS = {
  cardFrozen: "Declined: the card is frozen.",
  cardClosed: "Declined: the card is closed.",
  dailyLimitExceeded: "Declined: this would pass the card's daily limit (UTC day).",
  insufficientFunds: "Declined: the account does not have enough available money.",
} as const;
