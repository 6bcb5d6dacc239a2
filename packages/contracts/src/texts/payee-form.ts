// The words of a new payee's fields in the new payment form (/dashboard/payments?new): who is paid and how. What the
// service answers about each field is in payee-messages.ts; the form checks the same before it sends anything.
import type { PaymentMethod } from "../schemas/payment-methods.ts";

export const PAYEE_FORM_TEXTS = {
  heading: "Add a payee",
  lead: "Once saved, they are chosen for the payment you were making.",
  name: "Payee name",
  method: "How to pay them",
  methods: {
    ach: "ACH to a US bank account",
    wire: "Wire to a bank account",
    usdc: "USDC to a wallet",
    btc: "BTC to a Bitcoin address",
    eth: "ETH to an Ethereum address",
  } satisfies Record<PaymentMethod, string>,
  accountNumber: "Account number",
  routingNumber: "Routing number (9 digits)",
  accountType: "Account type",
  accountTypes: { checking: "Checking", savings: "Savings" },
  bankName: "Bank name",
  address: "Payee's address",
  walletAddress: "Wallet address",
  save: "Save payee",
  saving: "Saving…",
  cancel: "Cancel",
  added: (name: string) => `${name} is saved and chosen as the payee.`,
  walletHints: {
    usdc: "USDC on Ethereum: 0x and 40 characters, copied from the wallet with its capital letters.",
    eth: "ETH on Ethereum: 0x and 40 characters, copied from the wallet with its capital letters.",
    btc: "A Bitcoin address (bc1…, 1… or 3…), copied from the wallet.",
  },
} as const;
