// POST /api/auth/2fa/setup | enable | disable: TOTP enrolment for the signed-in user.
import {
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  twoFactorSetupResponseSchema,
  userResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, type CodeOutcome } from "../../auth/two-factor.ts";
import { errorResponses, sendThrottled } from "../responses.ts";
import type { FastifyReply } from "fastify";

const MESSAGES = {
  alreadyEnabled: "Two-factor authentication is already on. Turn it off first to enrol a new authenticator.",
  notPending: "Start two-factor setup first to get a new secret.",
  notEnabled: "Two-factor authentication is not on.",
  wrongCode: "That code is not valid. Enter the current 6-digit code from your authenticator app.",
  wrongPasswordOrCode: "Your password or the authenticator code is incorrect.",
  enabled: "Two-factor authentication is on.",
  disabled: "Two-factor authentication is off.",
} as const;

function sendCodeOutcome(reply: FastifyReply, outcome: CodeOutcome, successMessage: string) {
  switch (outcome.kind) {
    case "done":
      return reply.send({ success: true, message: successMessage, user: outcome.user });
    case "throttled":
      return sendThrottled(reply, outcome.retryAfterMs, "attempts");
    case "not-pending":
      return reply.code(400).send({ success: false, message: MESSAGES.notPending });
    case "not-enabled":
      return reply.code(400).send({ success: false, message: MESSAGES.notEnabled });
    case "wrong-code":
      return reply
        .code(400)
        .send({ success: false, message: MESSAGES.wrongCode, errors: { code: MESSAGES.wrongCode } });
    case "wrong-password-or-code":
      return reply.code(400).send({ success: false, message: MESSAGES.wrongPasswordOrCode });
  }
}

const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/2fa/setup",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Start TOTP enrolment",
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await setUpTwoFactor(app.auth, request.signedIn!.user);
      if (outcome.kind === "already-enabled") {
        return reply.code(409).send({ success: false, message: MESSAGES.alreadyEnabled });
      }
      return outcome.setup;
    },
  );

  typed.post(
    "/2fa/enable",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Turn TOTP on with a code from the enrolled authenticator",
        body: twoFactorEnablePayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const outcome = enableTwoFactor(app.auth, request.signedIn!.user, request.body.code, app.clientOf(request));
      return sendCodeOutcome(reply, outcome, MESSAGES.enabled);
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
      return sendCodeOutcome(reply, outcome, MESSAGES.disabled);
    },
  );
};

export default twoFactorRoutes;
