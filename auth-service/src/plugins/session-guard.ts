// Routes that need a signed-in user: the preHandler finds the session and its user, or answers 401. Routes that
// change how the account is protected add step-up: a proof no older than 10 minutes, or 403. Routes that add trust
// to an account (a second factor, a business application) need its address verified first, or 403.
import { API_MESSAGES } from "@bank/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { checkSession } from "../auth/session.ts";
import { hasFreshProof } from "../auth/session-proof.ts";
import type { SessionRow } from "../db/sessions-store.ts";
import { findUserById, type UserRow } from "../db/users-store.ts";

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    requireSession: Guard;
    /** requireSession, then a fresh proof: without one, 403 with reauthenticationRequired. */
    requireStepUp: [Guard, Guard];
    /** requireSession, then a verified address: without one, 403 with emailNotVerified. */
    requireVerifiedSession: [Guard, Guard];
    /** requireSession, a verified address, then a fresh proof (the address first: no proof is asked for in vain). */
    requireVerifiedStepUp: [Guard, Guard, Guard];
  }
  interface FastifyRequest {
    signedIn: { session: SessionRow; user: UserRow } | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest("signedIn", null);
    const requireSession: Guard = async (request, reply) => {
      const check = await checkSession(app.deps.db, app.sessionCookie.read(request), app.deps.now(), true);
      const user = check.valid ? await findUserById(app.deps.db, check.session.user_id) : undefined;
      if (!check.valid || !user) {
        return reply.code(401).send({ success: false, message: API_MESSAGES.notSignedIn });
      }
      request.signedIn = { session: check.session, user };
    };
    const freshProof: Guard = async (request, reply) => {
      if (reply.sent || !request.signedIn) return;
      if (hasFreshProof(request.signedIn.session, app.deps.now())) return;
      return reply
        .code(403)
        .send({ success: false, reauthenticationRequired: true, message: API_MESSAGES.reauthenticationRequired });
    };
    const verifiedAddress: Guard = async (request, reply) => {
      if (reply.sent || !request.signedIn) return;
      if (request.signedIn.user.email_verified_at !== null) return;
      return reply.code(403).send({ success: false, emailNotVerified: true, message: API_MESSAGES.verifyAddressFirst });
    };
    app.decorate("requireSession", requireSession);
    app.decorate("requireStepUp", [requireSession, freshProof]);
    app.decorate("requireVerifiedSession", [requireSession, verifiedAddress]);
    app.decorate("requireVerifiedStepUp", [requireSession, verifiedAddress, freshProof]);
  },
  { name: "session-guard", dependencies: ["service-context", "cookies"] },
);
