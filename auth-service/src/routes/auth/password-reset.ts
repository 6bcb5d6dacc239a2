// POST /api/auth/password-reset/request | confirm: a mailed single-use link to choose a new password.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  okResultSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { confirmPasswordReset, requestPasswordReset } from "../../auth/password-reset.ts";
import { errorResponses, sendBusy, sendThrottled } from "../responses.ts";

const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/password-reset/request",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Mail a password reset link; the same answer whether or not the account exists",
        body: passwordResetRequestSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await requestPasswordReset(app.deps, request.body.email, app.clientOf(request));
      if (outcome.kind === "throttled") return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.resetRequests);
      return { success: true as const, message: M.resetRequested };
    },
  );

  typed.post(
    "/password-reset/confirm",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Choose a new password with a reset link's token; ends every session",
        body: passwordResetConfirmSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await confirmPasswordReset(app.deps, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "changed":
          return { success: true as const, message: M.passwordChanged };
        case "common-password":
          return reply
            .code(400)
            .send({ success: false, message: M.commonPassword, errors: { password: M.commonPassword } });
        case "invalid-token":
          return reply.code(400).send({ success: false, message: M.resetLinkInvalid });
        case "busy":
          return sendBusy(reply);
      }
    },
  );
};

export default passwordResetRoutes;
