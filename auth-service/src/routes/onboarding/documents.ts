// /api/onboarding/documents/:id: one of the customer's own documents, to download or (while editable) remove.
// Another customer's document answers exactly as a missing one.
import { ONBOARDING_MESSAGES as M, DOCUMENT_MESSAGES, documentParamsSchema, okResultSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { deleteCustomerDocument, openCustomerDocument } from "../../onboarding/documents.ts";
import { errorResponses } from "../responses.ts";
import { sendDocument } from "./document-answer.ts";

const documentRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const notFound = { success: false, message: DOCUMENT_MESSAGES.documentNotFound } as const;

  typed.get(
    "/documents/:id",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Download one of the customer's documents",
        params: documentParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const document = await openCustomerDocument(app.deps, request.signedIn!.user.id, request.params.id);
      return document ? sendDocument(reply, document) : reply.code(404).send(notFound);
    },
  );

  typed.delete(
    "/documents/:id",
    {
      preHandler: app.requireVerifiedSession,
      schema: {
        summary: "Remove one of the customer's documents (draft or needs information only; verified address)",
        params: documentParamsSchema,
        response: { 200: okResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await deleteCustomerDocument(app.deps, request.signedIn!.user.id, request.params.id);
      if (outcome === "not-found") return reply.code(404).send(notFound);
      if (outcome === "not-editable")
        return reply.code(409).send({ success: false, message: M.applicationNotEditable });
      return { success: true as const, message: M.documentRemoved };
    },
  );
};

export default documentRoutes;
