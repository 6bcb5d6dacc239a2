// Schema 15, the crypto desk: the bank's own BTC and ETH accounts (the on-chain settlement wallet, the conversion
// desk and fee income, as schema 11 opened for USD and USDC), and at most one BTC and one ETH wallet per business.
import type { Migration } from "./migration.ts";

const bankAccounts = `INSERT INTO ledger_accounts (id, code, name, kind, currency, no_overdraft, opened_at) VALUES
     ('bank-settlement-btc', 'settlement:BTC', 'BTC settlement wallet', 'internal', 'BTC', 0, 0),
     ('bank-settlement-eth', 'settlement:ETH', 'ETH settlement wallet', 'internal', 'ETH', 0, 0),
     ('bank-conversion-btc', 'conversion:BTC', 'Conversion desk (BTC)', 'internal', 'BTC', 0, 0),
     ('bank-conversion-eth', 'conversion:ETH', 'Conversion desk (ETH)', 'internal', 'ETH', 0, 0),
     ('bank-fees-btc', 'fees:BTC', 'Fee income (BTC)', 'internal', 'BTC', 0, 0),
     ('bank-fees-eth', 'fees:ETH', 'Fee income (ETH)', 'internal', 'ETH', 0, 0);
   CREATE UNIQUE INDEX ledger_accounts_one_crypto_wallet ON ledger_accounts (business_id, currency)
     WHERE currency IN ('BTC', 'ETH') AND business_id IS NOT NULL;`;

export const migration: Migration = { sqlite: bankAccounts, postgres: bankAccounts };
