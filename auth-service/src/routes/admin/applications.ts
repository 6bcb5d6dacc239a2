// /api/admin/applications: the queue of business applications, one application, its documents (to download or to
// see in the page) and staff's internal notes (view or approve); adding a note (approve), and the decision on it
// (approve, with a fresh proof).
import {
  REVIEW_MESSAGES,
  DOCUMENT_MESSAGES,
  adminApplicationDetailSchema,
  adminApplicationsQuerySchema,
  adminApplicationsSchema,
  applicationDocumentParamsSchema,
  applicationNoteResultSchema,
  applicationParamsSchema,
  decisionResultSchema,
  decisionSchema,
  newApplicationNoteSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  applicationDetail,
  decideApplication,
  listApplications,
  openDocumentForReview,
  type Reviewer,
} from "../../onboarding/review.ts";
import type { OpenedDocument } from "../../onboarding/documents.ts";
import { addApplicationNote } from "../../onboarding/review-notes.ts";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { sendDocument, sendDocumentForViewing } from "../onboarding/document-answer.ts";
import { errorResponses } from "../responses.ts";

const READERS = ["view", "approve"] as const;

const applicationRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const reviewerOf = (request: FastifyRequest): Reviewer => ({
    staff: request.signedIn!.user,
    client: app.clientOf(request),
  });
  const notFound = { success: false, message: REVIEW_MESSAGES.applicationNotFound } as const;
  /** A document of an application, opened for the reviewer (which audits the reading) and sent as `send` sends it. */
  const answerWithDocument = async (
    { id, docId }: { id: string; docId: string },
    request: FastifyRequest,
    reply: FastifyReply,
    send: (reply: FastifyReply, document: OpenedDocument) => FastifyReply,
  ) => {
    const document = await openDocumentForReview(app.deps, id, docId, reviewerOf(request));
    return document
      ? send(reply, document)
      : reply.code(404).send({ success: false, message: DOCUMENT_MESSAGES.documentNotFound });
  };

  typed.get(
    "/applications",
    {
      preHandler: app.requireStaff(READERS),
      schema: {
        summary: "Applications in one state (submitted, the queue, by default), oldest submission first",
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ applications: await listApplications(app.deps, request.query.status) }),
  );

  typed.get(
    "/applications/:id",
    {
      preHandler: app.requireStaff(READERS),
      schema: {
        summary: "One application, its applicant and the decisions made on it",
        params: applicationParamsSchema,
        response: { 200: adminApplicationDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => (await applicationDetail(app.deps, request.params.id)) ?? reply.code(404).send(notFound),
  );

  typed.get(
    "/applications/:id/documents/:docId",
    {
      preHandler: app.requireStaff(READERS),
      schema: {
        summary: "Download a document of an application (each reading is audited)",
        params: applicationDocumentParamsSchema,
        response: errorResponses(401, 403, 404),
      },
    },
    (request, reply) => answerWithDocument(request.params, request, reply, sendDocument),
  );

  typed.get(
    "/applications/:id/documents/:docId/view",
    {
      preHandler: app.requireStaff(READERS),
      schema: {
        summary:
          "A document of an application inline, for the console's viewer: sandboxed, never framed (each reading is audited)",
        params: applicationDocumentParamsSchema,
        response: errorResponses(401, 403, 404),
      },
    },
    (request, reply) => answerWithDocument(request.params, request, reply, sendDocumentForViewing),
  );

  typed.post(
    "/applications/:id/notes",
    {
      preHandler: app.requireStaff("approve"),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Add an internal note to an application, which the customer never sees (approve)",
        params: applicationParamsSchema,
        body: newApplicationNoteSchema,
        response: {
          200: applicationNoteResultSchema,
          201: applicationNoteResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await addApplicationNote(app.deps, request.params.id, request.body, reviewerOf(request));
      switch (outcome.kind) {
        case "not-found":
          return reply.code(404).send(notFound);
        case "id-taken":
          return reply.code(409).send({ success: false, message: REVIEW_MESSAGES.noteIdTaken });
        case "added":
        case "already-added":
          return reply
            .code(outcome.kind === "added" ? 201 : 200)
            .send({ success: true as const, message: REVIEW_MESSAGES.noteAdded, note: outcome.note });
      }
    },
  );

  typed.post(
    "/applications/:id/decision",
    {
      preHandler: app.requireStaff("approve", { stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Approve, reject or ask for information on a submitted application (approve, step-up)",
        params: applicationParamsSchema,
        body: decisionSchema,
        response: { 200: decisionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { decision } = request.body;
      const outcome = await decideApplication(app.deps, request.params.id, request.body, reviewerOf(request));
      switch (outcome.kind) {
        case "not-found":
          return reply.code(404).send(notFound);
        case "own-application":
          return reply.code(403).send({ success: false, message: REVIEW_MESSAGES.ownApplication });
        case "not-awaiting-decision":
          return reply.code(409).send({ success: false, message: REVIEW_MESSAGES.notAwaitingDecision });
        case "decided":
          return {
            success: true as const,
            message: REVIEW_MESSAGES.decided[decision],
            application: outcome.application,
          };
      }
    },
  );
};

export default applicationRoutes;
