// GET /api/auth/session-status: is this browser's session still valid, and if not, why.
// Polled every 30 s by open pages, so it reads only, and a poll does not count as activity.
import { sessionStatusSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "@fastify/type-provider-zod";
import { checkSessionState } from "../../auth/session.ts";

/** The answer of nearly every poll: one object, so its JSON is made (and checked against the schema) once. */
const VALID = Object.freeze({ isValid: true as const });

const sessionStatusRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/session-status",
    {
      schema: {
        summary:
          "Whether the session is valid; reason new_device, expired, signed_out, no_session, password_changed or email_changed",
        response: { 200: sessionStatusSchema },
      },
      serializerCompiler(route) {
        const serialize = serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
        const validJson = serialize(VALID);
        return (data) => (data === VALID ? validJson : serialize(data));
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const check = await checkSessionState(app.deps.db, app.sessionCookie.read(request), app.deps.now());
      if (check.valid) return VALID;
      return { isValid: false, reason: check.reason, loggedOutReason: check.reason };
    },
  );
};

export default sessionStatusRoutes;
