// POST /api/auth/password: a new password while signed in; the current one is the proof (no separate step-up).
import { API_MESSAGES as M, THROTTLED_WHAT, okResultSchema, passwordChangePayloadSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { changePassword } from "../../auth/password-change.ts";
import { errorResponses, sendBusy, sendThrottled } from "../responses.ts";

const passwordChangeRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/password",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Change the password with the current one; every other session ends",
        body: passwordChangePayloadSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { currentPassword, password } = request.body;
      const outcome = await changePassword(
        app.deps,
        request.signedIn!,
        { currentPassword, password },
        app.clientOf(request),
      );
      switch (outcome.kind) {
        case "changed":
          return { success: true as const, message: M.passwordChangedHere };
        case "wrong-password":
          return reply.code(401).send({ success: false, message: M.wrongPassword });
        case "common-password":
          return reply
            .code(400)
            .send({ success: false, message: M.commonPassword, errors: { password: M.commonPassword } });
        case "stale":
          return reply.code(409).send({ success: false, message: M.credentialsChangedMeanwhile });
        case "session-ended":
          return reply.code(401).send({ success: false, message: M.notSignedIn });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.attempts);
        case "busy":
          return sendBusy(reply);
      }
    },
  );
};

export default passwordChangeRoutes;
