// POST /api/auth/passkey-signin/options and /api/auth/passkey-signin: signing in with a passkey, no email or
// password; success answers exactly like POST /api/signin and sets the same cookies.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  passkeyRequestOptionsSchema,
  passkeySignInPayloadSchema,
  userResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { passkeySignInOptions, signInWithPasskey } from "../../auth/passkey-sign-in.ts";
import { errorResponses, sendThrottled } from "../responses.ts";

const passkeySignInRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/passkey-signin/options",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "WebAuthn request options for signing in with a passkey (a discoverable credential)",
        response: { 200: passkeyRequestOptionsSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await passkeySignInOptions(app.deps, app.clientOf(request));
      if (outcome.kind === "throttled") return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.signIn);
      return { ...outcome.options }; // a plain object, which the loose response schema's type accepts
    },
  );

  typed.post(
    "/passkey-signin",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Sign in with the browser's passkey answer; no code step (the passkey verified the user)",
        body: passkeySignInPayloadSchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { response, rememberMe } = request.body;
      const outcome = await signInWithPasskey(
        app.deps,
        { response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} }, rememberMe },
        app.clientOf(request),
      );
      switch (outcome.kind) {
        case "signed-in":
          app.sessionCookie.set(reply, outcome.token, { persistent: outcome.rememberMe, expiresAt: outcome.expiresAt });
          app.deviceCookie.set(reply, outcome.deviceId);
          return { success: true as const, message: M.signedIn, user: outcome.user };
        case "refused":
          return reply.code(401).send({ success: false, message: M.passkeyFailed });
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.signIn);
      }
    },
  );
};

export default passkeySignInRoutes;
