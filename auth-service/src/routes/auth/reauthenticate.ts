// POST /api/auth/reauthenticate: the password, a TOTP code or a passkey again, for a 10-minute proof on the session
// (step-up); a code or a passkey also makes the session two-factor. Its passkey options come from
// POST /api/auth/reauthenticate/passkey-options.
import {
  API_MESSAGES as M,
  THROTTLED_WHAT,
  okResultSchema,
  passkeyRequestOptionsSchema,
  reauthenticatePayloadSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { reauthenticate, stepUpPasskeyOptions, type Proof } from "../../auth/step-up.ts";
import { errorResponses, sendBusy, sendThrottled } from "../responses.ts";

const reauthenticateRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/reauthenticate/passkey-options",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "WebAuthn request options to confirm it is you with one of your passkeys (step-up)",
        response: { 200: passkeyRequestOptionsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await stepUpPasskeyOptions(app.deps, request.signedIn!.user);
      if (outcome.kind === "no-passkey") return reply.code(400).send({ success: false, message: M.noPasskeyToConfirm });
      if (outcome.kind === "throttled") return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.attempts);
      return { ...outcome.options };
    },
  );

  typed.post(
    "/reauthenticate",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Confirm it is you (password, TOTP code or passkey) before changing how the account is protected; a code or passkey also proves a second factor",
        body: reauthenticatePayloadSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { password, code, passkey } = request.body;
      const proof: Proof =
        password !== undefined
          ? { password }
          : code !== undefined
            ? { code }
            : { passkey: { ...passkey!, clientExtensionResults: passkey!.clientExtensionResults ?? {} } };
      const outcome = await reauthenticate(app.deps, request.signedIn!, proof, app.clientOf(request));
      switch (outcome.kind) {
        case "confirmed":
          return { success: true as const, message: M.reauthenticated };
        case "wrong-proof":
          return reply.code(401).send({
            success: false,
            message:
              proof.password !== undefined
                ? M.wrongPassword
                : proof.code !== undefined
                  ? M.invalidCode
                  : M.passkeyNotConfirmed,
          });
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
