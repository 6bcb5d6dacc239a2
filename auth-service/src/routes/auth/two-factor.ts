// POST /api/auth/2fa/setup | enable | disable: TOTP enrolment for the signed-in user.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  twoFactorSetupResponseSchema,
  userResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, type CodeOutcome } from "../../auth/two-factor.ts";
import { errorResponses, sendBusy, sendThrottled } from "../responses.ts";
import type { FastifyReply } from "fastify";

function sendCodeOutcome(reply: FastifyReply, outcome: CodeOutcome, successMessage: string) {
  switch (outcome.kind) {
    case "done":
      return reply.send({ success: true, message: successMessage, user: outcome.user });
    case "throttled":
      return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.attempts);
    case "busy":
      return sendBusy(reply);
    case "not-pending":
      return reply.code(400).send({ success: false, message: M.twoFactorNotPending });
    case "not-enabled":
      return reply.code(400).send({ success: false, message: M.twoFactorNotEnabled });
    case "wrong-code":
      return reply
        .code(400)
        .send({ success: false, message: M.twoFactorWrongCode, errors: { code: M.twoFactorWrongCode } });
    case "wrong-password-or-code":
      return reply.code(400).send({ success: false, message: M.twoFactorWrongPasswordOrCode });
  }
}

const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/2fa/setup",
    {
      preHandler: app.requireStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Start TOTP enrolment (step-up: a proof no older than 10 minutes)",
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await setUpTwoFactor(app.auth, request.signedIn!.user);
      if (outcome.kind === "already-enabled") {
        return reply.code(409).send({ success: false, message: M.twoFactorAlreadyEnabled });
      }
      return outcome.setup;
    },
  );

  typed.post(
    "/2fa/enable",
    {
      preHandler: app.requireStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Turn TOTP on with a code from the enrolled authenticator (step-up)",
        body: twoFactorEnablePayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await enableTwoFactor(app.auth, request.signedIn!.user, request.body.code, app.clientOf(request));
      return sendCodeOutcome(reply, outcome, M.twoFactorEnabled);
    },
  );

  typed.post(
    "/2fa/disable",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Turn TOTP off with the password and a current code",
        body: twoFactorDisablePayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { password, code } = request.body;
      const outcome = await disableTwoFactor(app.auth, request.signedIn!.user, password, code, app.clientOf(request));
      return sendCodeOutcome(reply, outcome, M.twoFactorDisabled);
    },
  );
};

export default twoFactorRoutes;
