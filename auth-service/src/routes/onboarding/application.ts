// /api/onboarding/application: the signed-in customer's business application: read (made on first sight), change
// as a JSON Merge Patch, send for review. Changing and sending need a verified address (403 with emailNotVerified).
import {
  API_MESSAGES,
  ONBOARDING_MESSAGES as M,
  applicationPatchSchema,
  applicationResultSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { getApplication, patchApplication, submitApplication } from "../../onboarding/application.ts";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../responses.ts";

/** RFC 7396's own media type; plain application/json is taken as the same patch. */
const MERGE_PATCH_TYPE = "application/merge-patch+json";

const applicationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: a merge patch is JSON, read by Fastify's own JSON parser (the same body limit, the same
  // refusal of __proto__ and constructor keys).
  app.addContentTypeParser(MERGE_PATCH_TYPE, { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));

  typed.get(
    "/application",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The customer's business application (an empty draft on the first call)",
        response: { 200: applicationResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ application: await getApplication(app.deps, request.signedIn!.user.id) }),
  );

  typed.patch(
    "/application",
    {
      preHandler: app.requireVerifiedSession,
      schema: {
        summary: "Change a draft or an application that needs information: a JSON Merge Patch (RFC 7396)",
        description:
          "application/merge-patch+json or application/json, from a verified address. A section left out stays; " +
          "business merges field by field (address and cryptoUse too), null removes a field and business: null " +
          "clears the section; people is a list, so it replaces the stored one whole, and people: null empties it " +
          "(the IDs of people no longer listed are deleted). Unknown fields are refused by name (400); the merged " +
          "sections are checked whole.",
        consumes: ["application/json", MERGE_PATCH_TYPE],
        body: applicationPatchSchema,
        response: { 200: applicationResultSchema, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const outcome = await patchApplication(app.deps, request.signedIn!.user.id, request.body);
      switch (outcome.kind) {
        case "not-editable":
          return reply.code(409).send({ success: false, message: M.applicationNotEditable });
        case "invalid":
          return reply
            .code(400)
            .send({ success: false, message: Object.values(outcome.errors)[0]!, errors: outcome.errors });
        case "saved":
          return { application: outcome.application };
      }
    },
  );

  typed.post(
    "/application/submit",
    {
      preHandler: app.requireVerifiedSession,
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Send the application for review (verified address): a decision is due within 24 hours",
        response: { 200: applicationResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await submitApplication(app.deps, request.signedIn!.user, app.clientOf(request));
      switch (outcome.kind) {
        case "email-not-verified":
          // The guard answers this first; the flow's own check answers alike.
          return reply
            .code(403)
            .send({ success: false, emailNotVerified: true, message: API_MESSAGES.verifyAddressFirst });
        case "not-submittable":
          return reply.code(409).send({ success: false, message: M.applicationNotSubmittable });
        case "incomplete":
          return reply.code(400).send({ success: false, message: M.applicationIncomplete, errors: outcome.errors });
        case "submitted":
          return { application: outcome.application };
      }
    },
  );
};

export default applicationRoutes;
