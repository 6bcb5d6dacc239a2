// Routes that need a signed-in user: the preHandler finds the session and its user, or answers 401.
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { checkSession } from "../auth/session.ts";
import type { SessionRow } from "../db/sessions-store.ts";
import { findUserById, type UserRow } from "../db/users-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    signedIn: { session: SessionRow; user: UserRow } | null;
  }
}

export const NOT_SIGNED_IN = "You are not signed in, or your session has ended. Sign in again.";

export default fp(
  async (app) => {
    app.decorateRequest("signedIn", null);
    app.decorate("requireSession", async (request: FastifyRequest, reply: FastifyReply) => {
      const check = checkSession(app.auth.db, app.sessionCookie.read(request), app.auth.now(), true);
      const user = check.valid ? findUserById(app.auth.db, check.session.user_id) : undefined;
      if (!check.valid || !user) {
        return reply.code(401).send({ success: false, message: NOT_SIGNED_IN });
      }
      request.signedIn = { session: check.session, user };
    });
  },
  { name: "session-guard", dependencies: ["auth-context", "session-cookie"] },
);
