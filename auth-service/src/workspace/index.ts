// The business workspace, mounted under /api: businesses and their teams (/api/businesses), invitation links
// (/api/invitations). It learns who calls only through identity's one interface (app.identity, core/caller.ts).
// Everything it answers concerns a business's people or money: never cached.
import type { FastifyPluginAsync } from "fastify";
import businessRoutes from "./routes/businesses.ts";
import invitationLinkRoutes from "./routes/invitation-links.ts";
import invitationRoutes from "./routes/invitations.ts";
import memberRoutes from "./routes/members.ts";
import payeeRoutes from "./routes/payees.ts";

const workspace: FastifyPluginAsync = async (app) => {
  app.decorateRequest("workspace", null);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(businessRoutes);
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(invitationLinkRoutes);
  await app.register(payeeRoutes);
};

export default workspace;
