// POST /api/auth/email-change | email-change/confirm: moving the account to a new sign-in address by a mailed link.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  emailChangeConfirmSchema,
  emailChangePayloadSchema,
  okResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { confirmEmailChange, requestEmailChange } from "../../auth/email-change.ts";
import { errorResponses, sendThrottled } from "../responses.ts";

const emailChangeRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/email-change",
    {
      preHandler: app.requireStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Mail a link to a new sign-in address (step-up); the same answer whether or not it is taken",
        body: emailChangePayloadSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { user } = request.signedIn!;
      const outcome = await requestEmailChange(app.deps, user, request.body.newEmail, app.clientOf(request));
      switch (outcome.kind) {
        case "accepted":
          return { success: true as const, message: M.emailChangeRequested };
        case "same-address":
          return reply.code(400).send({
            success: false,
            message: M.emailChangeSameAddress,
            errors: { newEmail: M.emailChangeSameAddress },
          });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.emailChanges);
      }
    },
  );

  typed.post(
    "/email-change/confirm",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Move the account to the new address with the mailed link's token; every session ends",
        body: emailChangeConfirmSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await confirmEmailChange(app.deps, request.body.token, app.clientOf(request));
      switch (outcome.kind) {
        case "changed":
          return { success: true as const, message: M.emailChanged };
        case "invalid-token":
          return reply.code(400).send({ success: false, message: M.emailChangeLinkInvalid });
        case "address-taken":
          return reply.code(400).send({ success: false, message: M.emailChangeAddressTaken });
      }
    },
  );
};

export default emailChangeRoutes;
