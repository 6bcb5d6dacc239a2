// Opens the database once (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL), shares it as `app.database`, and
// closes it when the app closes.
import fp from "fastify-plugin";
import { openDatabase, type Database } from "../db/database.ts";

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
    const database = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      onConnectionError: (err) => app.log.warn({ err }, "a database connection broke; the pool replaces it"),
    });
    app.decorate("database", database);
    app.addHook("onClose", async () => database.close());
  },
  { name: "database" },
);
