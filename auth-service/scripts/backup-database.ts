// Takes an online backup of the service's database while it runs (SQLite's backup API; safe beside live writes).
//   node auth-service/scripts/backup-database.ts [destination file]
// DATA_DIR says which database (default ./data); the default destination is DATA_DIR/backups/auth-<time>.sqlite.
// Copy backups off the machine: a backup on the same volume does not survive losing that volume.
import path from "node:path";
import { loadConfig } from "../src/config.ts";
import { backupDatabase, openLiveDatabase, refuseOnPostgres } from "../src/db/backup.ts";

const { dataDir, databaseUrl } = loadConfig();
refuseOnPostgres(databaseUrl, "backup");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const destination = process.argv[2] ?? path.join(dataDir, "backups", `auth-${stamp}.sqlite`);

const db = openLiveDatabase(dataDir);
try {
  const report = await backupDatabase(db, destination);
  console.log(JSON.stringify({ msg: "backup written", ...report }));
} catch (error) {
  console.error(JSON.stringify({ msg: "backup failed", error: (error as Error).message }));
  process.exitCode = 1;
} finally {
  db.close();
}
