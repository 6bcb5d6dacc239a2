// Opens the database once, shares it as `app.db`, and closes it when the app closes.
import fp from "fastify-plugin";
import { openDatabase, type Db } from "../db/database.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DatabasePluginOptions {
  dataDir: string;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const db = openDatabase(options.dataDir);
    app.decorate("db", db);
    app.addHook("onClose", async () => {
      db.close();
    });
  },
  { name: "database" },
);
