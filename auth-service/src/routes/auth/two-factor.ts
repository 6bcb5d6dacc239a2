// POST /api/auth/2fa/setup | enable | disable: TOTP enrolment for the signed-in user; GET and POST
// /api/auth/2fa/recovery-codes: how many recovery codes are left, and a new set.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  recoveryCodesRemainingSchema,
  recoveryCodesResultSchema,
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  twoFactorEnabledResultSchema,
  twoFactorSetupResponseSchema,
  userResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { regenerateRecoveryCodes, remainingRecoveryCodes } from "../../auth/recovery-codes.ts";
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, type CodeRefusal } from "../../auth/two-factor.ts";
import { errorResponses, sendBusy, sendThrottled } from "../responses.ts";

function sendCodeRefusal(reply: FastifyReply, outcome: CodeRefusal) {
  switch (outcome.kind) {
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
      preHandler: app.requireVerifiedStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Start TOTP enrolment (a verified address, and step-up: a proof no older than 10 minutes)",
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await setUpTwoFactor(app.deps, request.signedIn!.user);
      if (outcome.kind === "already-enabled") {
        return reply.code(409).send({ success: false, message: M.twoFactorAlreadyEnabled });
      }
      return outcome.setup;
    },
  );

  typed.post(
    "/2fa/enable",
    {
      preHandler: app.requireVerifiedStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Turn TOTP on with a code from the enrolled authenticator (a verified address, and step-up)",
        body: twoFactorEnablePayloadSchema,
        response: { 200: twoFactorEnabledResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await enableTwoFactor(app.deps, request.signedIn!.user, request.body.code, app.clientOf(request));
      if (outcome.kind !== "enabled") return sendCodeRefusal(reply, outcome);
      const { user, recoveryCodes } = outcome;
      return { success: true as const, message: M.twoFactorEnabled, user, recoveryCodes };
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
      const outcome = await disableTwoFactor(app.deps, request.signedIn!.user, password, code, app.clientOf(request));
      if (outcome.kind !== "disabled") return sendCodeRefusal(reply, outcome);
      return { success: true as const, message: M.twoFactorDisabled, user: outcome.user };
    },
  );

  typed.get(
    "/2fa/recovery-codes",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "How many recovery codes of the current set are unused (0 when 2FA is off)",
        response: { 200: recoveryCodesRemainingSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { remaining: await remainingRecoveryCodes(app.deps, request.signedIn!.user) };
    },
  );

  typed.post(
    "/2fa/recovery-codes",
    {
      preHandler: app.requireStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "A new set of 10 recovery codes; the old set stops working (step-up)",
        response: { 200: recoveryCodesResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await regenerateRecoveryCodes(app.deps, request.signedIn!.user, app.clientOf(request));
      if (outcome.kind === "not-enabled") {
        return reply.code(400).send({ success: false, message: M.recoveryCodesNeedTwoFactor });
      }
      return { recoveryCodes: outcome.recoveryCodes };
    },
  );
};

export default twoFactorRoutes;
