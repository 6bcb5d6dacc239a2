// POST /api/signin: password, then the authenticator code when the account has 2FA; success sets the session
// cookie and (re)sets the browser's device cookie.
import { API_MESSAGES as M, THROTTLED_WHAT, signInPayloadSchema, userResultSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../plugins/flood-limit.ts";
import { signIn } from "../auth/sign-in.ts";
import { errorResponses, sendBusy, sendThrottled } from "./responses.ts";

const signInRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/signin",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Sign in; answers 401 with requires2FA when the account needs an authenticator code (or a recovery code)",
        body: signInPayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await signIn(app.deps, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "signed-in":
          app.sessionCookie.set(reply, outcome.token, { persistent: outcome.rememberMe, expiresAt: outcome.expiresAt });
          app.deviceCookie.set(reply, outcome.deviceId);
          return { success: true as const, message: M.signedIn, user: outcome.user };
        case "requires-2fa":
          return reply.code(401).send({ success: false, requires2FA: true, message: M.codeRequired });
        case "invalid-credentials":
          return reply.code(401).send({ success: false, message: M.invalidCredentials });
        case "invalid-code":
          return reply.code(401).send({ success: false, message: M.invalidCode });
        case "invalid-recovery-code":
          return reply.code(401).send({ success: false, message: M.invalidRecoveryCode });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.signIn);
        case "busy":
          return sendBusy(reply);
      }
    },
  );
};

export default signInRoutes;
