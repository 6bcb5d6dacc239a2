// The server's staff command (see src/auth/staff/staff-command.ts):
//   [DATA_DIR=./data | DATABASE_URL=postgres://…] node auth-service/scripts/staff.ts grant EMAIL PERMISSION...
//   ... staff.ts revoke EMAIL [PERMISSION...]
// Root scripts: `./run staff:grant EMAIL manage`, `./run staff:revoke EMAIL`. Safe while the service runs.
// Works only on a database the service has made: pointed anywhere else, it refuses and creates nothing.
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { loadDatabaseConfig } from "../src/config.ts";
import { NoDatabaseError, openExistingDatabase } from "../src/db/database.ts";

try {
  const database = await openExistingDatabase(loadDatabaseConfig());
  try {
    const result = await runStaffCommand(database.db, process.argv.slice(2), Date.now());
    (result.ok ? console.log : console.error)(result.message);
    if (!result.ok) process.exitCode = 2;
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof NoDatabaseError) console.error(`${error.message} (nothing was changed)`);
  else console.error(`staff command failed; nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
}
