// Restores a backup over the service's database. Stop the service first; this refuses while it has the file open.
//   node auth-service/scripts/restore-database.ts <backup file>
// The database it replaces is kept beside it as auth.sqlite.before-restore-<time>.
import { loadConfig } from "../src/config.ts";
import { refuseOnPostgres, restoreDatabase } from "../src/db/backup.ts";

const backupFile = process.argv[2];
if (!backupFile) {
  console.error("usage: restore-database.ts <backup file>");
  process.exit(2);
}

const { dataDir, databaseUrl } = loadConfig();
refuseOnPostgres(databaseUrl, "restore");
try {
  const report = await restoreDatabase(dataDir, backupFile);
  console.log(JSON.stringify({ msg: "database restored", dataDir, ...report }));
} catch (error) {
  console.error(JSON.stringify({ msg: "restore failed", error: (error as Error).message }));
  process.exitCode = 1;
}
