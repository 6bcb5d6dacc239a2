// Opens the database once (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL), shares it as `app.database`, and
// closes it when the app closes.
import fp from "fastify-plugin";
import { isDatabaseUnavailable, openDatabase, type Database, type DatabaseOptions } from "../db/database.ts";

/** How long an instance starting before its database (a compose stack, a failover) waits for it before giving up. */
const START_WAIT_MS = 30_000;
const START_RETRY_MS = 1_000;

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const database = await openWhenReachable(
      {
        dataDir: options.dataDir,
        databaseUrl: options.databaseUrl,
        onConnectionError: (err) => app.log.warn({ err }, "a database connection broke; the pool replaces it"),
      },
      (err) => app.log.warn({ err }, "the database is not reachable yet; trying again"),
    );
    app.decorate("database", database);
    app.addHook("onClose", async () => database.close());
  },
  { name: "database" },
);

/** Opens the database, trying again while it is out of reach, for up to START_WAIT_MS; other errors fail at once. */
async function openWhenReachable(options: DatabaseOptions, onRetry: (error: unknown) => void): Promise<Database> {
  const giveUpAt = Date.now() + START_WAIT_MS;
  for (;;) {
    try {
      return await openDatabase(options);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
      onRetry(error);
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}
