// POST /api/auth/password-reset/request | confirm: a mailed single-use link to choose a new password.
import { okResultSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { COMMON_PASSWORD_MESSAGE } from "../../auth/account.ts";
import {
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  confirmPasswordReset,
  requestPasswordReset,
} from "../../auth/password-reset.ts";
import { errorResponses, sendThrottled } from "../responses.ts";

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
      const outcome = requestPasswordReset(app.auth, request.body.email, app.clientOf(request));
      if (outcome.kind === "throttled") return sendThrottled(reply, outcome.retryAfterMs, "password reset requests");
      return { success: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  typed.post(
    "/password-reset/confirm",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Choose a new password with a reset link's token; ends every session",
        body: passwordResetConfirmSchema,
        response: { 200: okResultSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const outcome = await confirmPasswordReset(app.auth, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "changed":
          return { success: true as const, message: "Your password has been changed. Sign in with your new password." };
        case "common-password":
          return reply
            .code(400)
            .send({ success: false, message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } });
        case "invalid-token":
          return reply.code(400).send({ success: false, message: RESET_LINK_INVALID_MESSAGE });
      }
    },
  );
};

export default passwordResetRoutes;
