// ./run ledger:verify: checks the ledger of the service's database (DATA_DIR's SQLite file, or DATABASE_URL) and
// exits 1 naming every difference; 0 when every balance and every transaction adds up. Safe while the service runs.
import { loadDatabaseConfig } from "../src/config.ts";
import { NoDatabaseError, openExistingDatabase } from "../src/db/database.ts";
import { verifyLedger } from "../src/workspace/ledger/verify.ts";

try {
  const database = await openExistingDatabase(loadDatabaseConfig());
  try {
    const report = await verifyLedger(database.db);
    const counted = `${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`;
    if (report.problems.length === 0) {
      console.log(`ledger clean: ${counted}`);
    } else {
      for (const problem of report.problems) console.error(problem);
      console.error(`ledger NOT clean: ${report.problems.length} problems in ${counted}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof NoDatabaseError ? error.message : `ledger:verify failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
