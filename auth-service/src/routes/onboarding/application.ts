// /api/onboarding/application: the signed-in customer's business application: read (made on first sight), edit
// a section at a time, send for review. Editing and sending need a verified address (403 with emailNotVerified).
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

const applicationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/application",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The customer's business application (an empty draft on the first call)",
        response: { 200: applicationResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ application: await getApplication(app.auth, request.signedIn!.user.id) }),
  );

  typed.patch(
    "/application",
    {
      preHandler: app.requireVerifiedSession,
      schema: {
        summary:
          "Replace the sections given (business, people) of a draft or an application that needs information (verified address)",
        body: applicationPatchSchema,
        response: { 200: applicationResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await patchApplication(app.auth, request.signedIn!.user.id, request.body);
      if (outcome.kind === "not-editable")
        return reply.code(409).send({ success: false, message: M.applicationNotEditable });
      return { application: outcome.application };
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
      const outcome = await submitApplication(app.auth, request.signedIn!.user, app.clientOf(request));
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
