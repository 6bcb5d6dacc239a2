// Shares identity's one interface with the workspace (core/caller.ts): who calls, and who people are.
import fp from "fastify-plugin";
import type { IdentityDirectory } from "../core/caller.ts";
import { createIdentityDirectory } from "../auth/identity-directory.ts";

declare module "fastify" {
  interface FastifyInstance {
    identity: IdentityDirectory;
  }
}

export default fp(
  async (app) => {
    app.decorate("identity", createIdentityDirectory(app.deps));
  },
  { name: "identity", dependencies: ["service-context"] },
);
