// /api/auth/passkeys: the signed-in customer's passkeys. Adding and removing one changes how the account is
// protected, so those need step-up; renaming and listing need a session.
import {
  API_MESSAGES as M,
  okResultSchema,
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRegistrationPayloadSchema,
  passkeyRenamePayloadSchema,
  passkeyResultSchema,
} from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from "../../auth/passkeys.ts";
import { errorResponses } from "../responses.ts";

const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/passkeys/registration-options",
    {
      preHandler: app.requireVerifiedStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "WebAuthn creation options for a new passkey (a verified address, and step-up: a proof no older than 10 minutes)",
        response: { 200: passkeyCreationOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Spread into a plain object, which the loose response schema's type accepts.
      return { ...(await passkeyRegistrationOptions(app.deps, request.signedIn!.user)) };
    },
  );

  typed.post(
    "/passkeys",
    {
      preHandler: app.requireVerifiedStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Add a passkey from the browser's registration answer (a verified address, and step-up)",
        body: passkeyRegistrationPayloadSchema,
        response: { 201: passkeyResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { response, name } = request.body;
      const outcome = await addPasskey(
        app.deps,
        request.signedIn!.user,
        { response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} }, name },
        app.clientOf(request),
      );
      switch (outcome.kind) {
        case "added":
          return reply.code(201).send({ success: true, message: M.passkeyAdded, passkey: outcome.passkey });
        case "already-registered":
          return reply.code(400).send({ success: false, message: M.passkeyAlreadyAdded });
        case "refused":
          return reply.code(400).send({ success: false, message: M.passkeyNotAdded });
      }
    },
  );

  typed.get(
    "/passkeys",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The signed-in user's passkeys",
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { passkeys: await listPasskeys(app.deps, request.signedIn!.user) };
    },
  );

  typed.patch(
    "/passkeys/:id",
    {
      preHandler: app.requireSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Rename one of the signed-in user's passkeys",
        params: passkeyParamsSchema,
        body: passkeyRenamePayloadSchema,
        response: { 200: passkeyResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const change = { id: request.params.id, name: request.body.name };
      const passkey = await renamePasskey(app.deps, request.signedIn!.user, change, app.clientOf(request));
      if (!passkey) return reply.code(404).send({ success: false, message: M.passkeyNotFound });
      return { success: true as const, message: M.passkeyRenamed, passkey };
    },
  );

  typed.delete(
    "/passkeys/:id",
    {
      preHandler: app.requireStepUp,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Remove one of the signed-in user's passkeys (step-up)",
        params: passkeyParamsSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await removePasskey(app.deps, request.signedIn!.user, request.params.id, app.clientOf(request));
      if (!removed) return reply.code(404).send({ success: false, message: M.passkeyNotFound });
      return { success: true as const, message: M.passkeyRemoved };
    },
  );
};

export default passkeyRoutes;
