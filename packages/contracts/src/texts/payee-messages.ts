// What the payee routes answer with, field by field: the service sends them, the site shows them beside the field.

export const PAYEE_MESSAGES = {
  name: "Enter the payee's name (at most 100 characters).",
  method: "Choose how to pay them: ach, wire, usdc, btc or eth.",
  accountNumber: "Enter the account number: 4 to 17 digits.",
  routingNumber: "Enter a valid 9-digit ABA routing number. Check it against a cheque or the payee's bank details.",
  accountType: "Choose the account's type: checking or savings.",
  bankName: "Enter the name of the payee's bank (at most 100 characters).",
  address: "Enter the payee's address (at most 200 characters).",
  walletAddress:
    "Enter the wallet address as the wallet shows it: 0x and 40 characters, with its mixed-case checksum (EIP-55).",
  btcAddress: "Enter the Bitcoin address as the wallet shows it: bc1…, 1… or 3…, with its checksum.",
  payeeNotFound: "We could not find that payee.",
  payeeRemoved: "Payee removed.",
  tooManyPayees: "This business has 500 payees. Remove one before adding another.",
  onlyCreatorOrManager: "Only the person who added this payee, or someone who manages the business, can remove it.",
} as const;
