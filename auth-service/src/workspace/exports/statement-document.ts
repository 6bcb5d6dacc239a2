// What a monthly statement shows, as the ledger hands it to the renderer. Every amount is a signed decimal string
// with the account currency's full decimals ("1250.00" USD, "-25.500000" USDC); every date an ISO 8601 string (UTC).
import type { Currency } from "@bank/contracts";

export interface StatementLine {
  postedAt: string;
  description: string;
  counterparty: string | null;
  amount: string;
  balanceAfter: string;
}

export interface StatementDocument {
  bankName: string;
  /** The partner bank is simulated: the statement says so on every page. */
  sandbox: boolean;
  businessName: string;
  account: {
    name: string;
    /** The last 4 characters of the account number or wallet address. */
    ending: string;
    currency: Currency;
    routingNumber: string | null;
  };
  /** YYYY-MM, in UTC. */
  month: string;
  openingBalance: string;
  closingBalance: string;
  moneyIn: string;
  moneyOut: string;
  /** Oldest first, as the statement lists them. */
  transactions: StatementLine[];
  generatedAt: string;
}
