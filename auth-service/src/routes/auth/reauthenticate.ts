// POST /api/auth/reauthenticate: the password or a TOTP code again, for a 10-minute proof on the session (step-up).
import { API_MESSAGES as M, THROTTLED_WHAT, okResultSchema, reauthenticatePayloadSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { reauthenticate, type Proof } from "../../auth/step-up.ts";
import { errorResponses, sendBusy, sendThrottled } from "../responses.ts";

const reauthenticateRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/reauthenticate",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Confirm it is you (password or TOTP code) before changing how the account is protected",
        body: reauthenticatePayloadSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { password, code } = request.body;
      const proof: Proof = password !== undefined ? { password } : { code: code! };
      const outcome = await reauthenticate(app.auth, request.signedIn!, proof, app.clientOf(request));
      switch (outcome.kind) {
        case "confirmed":
          return { success: true as const, message: M.reauthenticated };
        case "wrong-proof":
          return reply
            .code(401)
            .send({ success: false, message: proof.password !== undefined ? M.wrongPassword : M.invalidCode });
        case "no-two-factor":
          return reply.code(400).send({ success: false, message: M.codeProofNeedsTwoFactor });
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

export default reauthenticateRoutes;
