// /api/admin: the staff console's routes. Every one checks its permission on the server (plugins/staff-guard.ts)
// and answers no-store: what staff read of customers is never kept by a cache.
import type { FastifyPluginAsync } from "fastify";
import applicationRoutes from "./applications.ts";
import auditRoutes from "./audit.ts";
import businessRoutes from "./businesses.ts";
import customerRoutes from "./customers.ts";
import meRoutes from "./me.ts";
import overviewRoutes from "./overview.ts";
import staffRoutes from "./staff.ts";

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(meRoutes);
  await app.register(overviewRoutes);
  await app.register(customerRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(applicationRoutes);
  await app.register(businessRoutes);
};

export default adminRoutes;
