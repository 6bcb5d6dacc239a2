// POST /api/signin: password, then the authenticator code when the account has 2FA; success sets the cookie.
import { signInPayloadSchema, userResultSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../plugins/flood-limit.ts";
import { signIn } from "../auth/sign-in.ts";
import { errorResponses, sendThrottled } from "./responses.ts";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const INVALID_CODE = "Invalid or expired authenticator code.";
export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";

const signInRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/signin",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Sign in; answers 401 with requires2FA when the account needs an authenticator code",
        body: signInPayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await signIn(app.auth, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "signed-in":
          app.sessionCookie.set(reply, outcome.token, { persistent: outcome.rememberMe, expiresAt: outcome.expiresAt });
          return { success: true as const, message: "Signed in.", user: outcome.user };
        case "requires-2fa":
          return reply.code(401).send({ success: false, requires2FA: true, message: CODE_REQUIRED });
        case "invalid-credentials":
          return reply.code(401).send({ success: false, message: INVALID_CREDENTIALS });
        case "invalid-code":
          return reply.code(401).send({ success: false, message: INVALID_CODE });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, "sign-in attempts");
      }
    },
  );
};

export default signInRoutes;
