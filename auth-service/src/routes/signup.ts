// POST /api/signup: creates an account (it does not sign in; the site sends the user to /signin). A taken
// address gets the same 201 as a new one.
import { API_MESSAGES as M, THROTTLED_WHAT, okResultSchema, signUpPayloadSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../plugins/flood-limit.ts";
import { signUp } from "../auth/account.ts";
import { errorResponses, sendBusy, sendThrottled } from "./responses.ts";

const signUpRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/signup",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Create an account; the same answer whether or not the address already has one",
        body: signUpPayloadSchema,
        response: { 201: okResultSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await signUp(app.deps, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "accepted":
          return reply.code(201).send({ success: true, message: M.signUpAccepted });
        case "common-password":
          return reply
            .code(400)
            .send({ success: false, message: M.commonPassword, errors: { password: M.commonPassword } });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.signUp);
        case "busy":
          return sendBusy(reply);
      }
    },
  );
};

export default signUpRoutes;
