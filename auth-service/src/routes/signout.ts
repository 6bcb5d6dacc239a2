// POST /api/signout: ends this browser's session and clears its cookie.
import { API_MESSAGES, okResultSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { recordAuditEvent } from "../core/audit.ts";
import { checkSession, endSessionByToken } from "../auth/session.ts";
import { findUserById } from "../db/users-store.ts";

const signOutRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/signout",
      { schema: { summary: "Sign out of this browser", response: { 200: okResultSchema } } },
      async (request, reply) => {
        const token = app.sessionCookie.read(request);
        const now = app.deps.now();
        const check = await checkSession(app.deps.db, token, now, false);
        if (token && check.valid && (await endSessionByToken(app.deps.db, token, "signed_out", now))) {
          const email = (await findUserById(app.deps.db, check.session.user_id))?.email ?? null;
          const { ip, userAgent } = app.clientOf(request);
          await recordAuditEvent(app.deps.db, "signout", { userId: check.session.user_id, email, ip, userAgent }, now);
        }
        app.sessionCookie.clear(reply);
        return { success: true as const, message: API_MESSAGES.signedOut };
      },
    );
};

export default signOutRoutes;
