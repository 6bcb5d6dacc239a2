// POST /api/signup: creates an account (it does not sign in; the site sends the user to /signin).
import { signUpPayloadSchema, userResultSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../plugins/flood-limit.ts";
import { COMMON_PASSWORD_MESSAGE, EMAIL_TAKEN_MESSAGE, signUp } from "../auth/account.ts";
import { errorResponses, sendThrottled } from "./responses.ts";

const signUpRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/signup",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Create an account",
        body: signUpPayloadSchema,
        response: { 201: userResultSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await signUp(app.auth, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "created":
          return reply
            .code(201)
            .send({ success: true, message: "Account created. You can now sign in.", user: outcome.user });
        case "common-password":
          return reply.code(400).send({
            success: false,
            message: COMMON_PASSWORD_MESSAGE,
            errors: { password: COMMON_PASSWORD_MESSAGE },
          });
        case "email-taken":
          return reply
            .code(409)
            .send({ success: false, message: EMAIL_TAKEN_MESSAGE, errors: { email: EMAIL_TAKEN_MESSAGE } });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, "sign-up attempts from your network");
      }
    },
  );
};

export default signUpRoutes;
