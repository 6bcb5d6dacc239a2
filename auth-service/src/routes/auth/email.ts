// POST /api/auth/email/verify | resend: confirming the account's email address.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  emailVerifiedResultSchema,
  emailVerifySchema,
  okResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { resendVerification, verifyEmail } from "../../auth/email-verification.ts";
import { errorResponses, sendThrottled } from "../responses.ts";

const emailRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/email/verify",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Verify the email address with a mailed link's token; the first proof of an address ends every session of the account (signInAgain)",
        body: emailVerifySchema,
        response: { 200: emailVerifiedResultSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const outcome = await verifyEmail(app.deps, request.body.token);
      if (outcome.kind === "invalid-token") {
        return reply.code(400).send({ success: false, message: M.verifyLinkInvalid });
      }
      if (outcome.signInAgain) {
        // This browser's session, if it had one, ended with the others: its cookie goes too.
        app.sessionCookie.clear(reply);
        return { success: true as const, message: M.emailVerifiedSignInAgain, signInAgain: true };
      }
      return { success: true as const, message: M.emailVerified, signInAgain: false };
    },
  );

  typed.post(
    "/email/resend",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Mail a new verification link to the signed-in user",
        response: { 200: okResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = request.signedIn!.user;
      const outcome = await resendVerification(app.deps, user);
      switch (outcome.kind) {
        case "sent":
          return { success: true as const, message: M.verificationSent(user.email) };
        case "already-verified":
          return reply.code(400).send({ success: false, message: M.alreadyVerified });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.verificationEmails);
      }
    },
  );
};

export default emailRoutes;
