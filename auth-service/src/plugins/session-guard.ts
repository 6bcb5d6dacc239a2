// Routes that need a signed-in user: the preHandler finds the session and its user, or answers 401. Routes that
// change how the account is protected add step-up: a proof no older than 10 minutes, or 403.
import { API_MESSAGES } from "@bank/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { checkSession } from "../auth/session.ts";
import { hasFreshProof } from "../auth/step-up.ts";
import type { SessionRow } from "../db/sessions-store.ts";
import { findUserById, type UserRow } from "../db/users-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** requireSession, then a fresh proof: without one, 403 with reauthenticationRequired. */
    requireStepUp: [
      (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
      (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
    ];
  }
  interface FastifyRequest {
    signedIn: { session: SessionRow; user: UserRow } | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest("signedIn", null);
    app.decorate("requireSession", async (request: FastifyRequest, reply: FastifyReply) => {
      const check = await checkSession(app.auth.db, app.sessionCookie.read(request), app.auth.now(), true);
      const user = check.valid ? await findUserById(app.auth.db, check.session.user_id) : undefined;
      if (!check.valid || !user) {
        return reply.code(401).send({ success: false, message: API_MESSAGES.notSignedIn });
      }
      request.signedIn = { session: check.session, user };
    });
    app.decorate("requireStepUp", [
      app.requireSession,
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (reply.sent || !request.signedIn) return;
        if (hasFreshProof(request.signedIn.session, app.auth.now())) return;
        return reply
          .code(403)
          .send({ success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired });
      },
    ]);
  },
  { name: "session-guard", dependencies: ["auth-context", "cookies"] },
);
