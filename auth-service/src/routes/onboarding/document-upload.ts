// POST /api/onboarding/documents: the one route that reads multipart/form-data. Its parser is registered here
// only; an HTML form on another site can send multipart, so this route requires the site's Origin. A body whose
// Content-Length is over the limit is refused before a byte of it is read; the file is streamed, never buffered
// whole in plaintext, and refused by its bytes, not its name or claimed type.
import fastifyMultipart from "@fastify/multipart";
import {
  API_MESSAGES,
  MAX_DOCUMENT_BYTES,
  ONBOARDING_MESSAGES as M,
  DOCUMENT_MESSAGES,
  documentResultSchema,
  documentUploadFieldsSchema,
  fieldErrors,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { storeDocument, type UploadOutcome } from "../../onboarding/documents.ts";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../responses.ts";

/** Room for the form's boundaries, part headers and small fields around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 32 * 1024;
const UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES;
const FIELD_NAMES = new Set(["kind", "personIndex"]);

/** The file's stream broke off or was malformed: the client's fault, answered 400. */
class MalformedUpload extends Error {}

async function* readFile(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* stream;
  } catch (error) {
    throw new MalformedUpload("the file part of the upload is malformed", { cause: error });
  }
}

/**
 * After a refusal the browser may still be sending the rest of a large body, which nothing reads any more: left so,
 * the connection would hang (and hold shutdown). Read and drop the rest, up to the largest body this route takes,
 * and close the connection after the answer; a body announced or found to be larger is cut off instead.
 */
function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  if (Number(request.headers["content-length"] ?? 0) > UPLOAD_BODY_LIMIT) {
    raw.socket?.destroy();
    return;
  }
  let left = UPLOAD_BODY_LIMIT;
  raw.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.socket?.destroy();
  });
  raw.on("error", () => undefined);
  raw.resume();
}

function sendOutcome(reply: FastifyReply, outcome: UploadOutcome) {
  const refuse = (status: number, message: string, errors?: Record<string, string>) =>
    reply.code(status).send({ success: false, message, ...(errors ? { errors } : {}) });
  switch (outcome.kind) {
    case "stored":
      return reply.code(201).send({ document: outcome.document });
    case "not-editable":
      return refuse(409, M.applicationNotEditable);
    case "too-many":
      return refuse(413, DOCUMENT_MESSAGES.tooManyDocuments);
    case "application-full":
      return refuse(413, DOCUMENT_MESSAGES.applicationDocumentsTooLarge);
    case "person-required":
      return refuse(400, DOCUMENT_MESSAGES.documentPersonRequired, {
        personIndex: DOCUMENT_MESSAGES.documentPersonRequired,
      });
    case "person-unknown":
      return refuse(400, DOCUMENT_MESSAGES.documentPersonUnknown, {
        personIndex: DOCUMENT_MESSAGES.documentPersonUnknown,
      });
    case "too-large":
      return refuse(413, M.documentTooLarge);
    case "wrong-type":
      return refuse(415, M.documentWrongType);
    case "empty":
      return refuse(400, M.documentEmpty, { file: M.documentEmpty });
  }
}

const documentUploadRoutes: FastifyPluginAsync = async (app) => {
  // In this plugin only: multipart, and any other body left unread (answered 415 below) instead of parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 200 },
    throwFileSizeLimit: false,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/documents",
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: async (request, reply) => {
        if (!app.hasOwnOrigin(request))
          return reply.code(403).send({ success: false, message: API_MESSAGES.foreignOrigin });
        const length = Number(request.headers["content-length"] ?? 0);
        if (length > UPLOAD_BODY_LIMIT) return reply.code(413).send({ success: false, message: M.documentTooLarge });
      },
      // An address not yet proven stores nothing: a sign-up alone must not buy room in the shared database.
      preHandler: app.requireVerifiedSession,
      onSend: async (_request, reply) => {
        if (reply.statusCode >= 400) reply.header("connection", "close");
      },
      onResponse: async (request) => discardRest(request),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Upload a document (multipart: kind, personIndex for an ID, then file; verified address): PDF, PNG or JPEG by content, 10 MB at most, 20 documents and 60 MB an application",
        consumes: ["multipart/form-data"],
        response: { 201: documentResultSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply.code(415).send({ success: false, message: DOCUMENT_MESSAGES.documentFileRequired });
      const fields: Record<string, string> = {};
      const parts = request.parts();
      for (;;) {
        let next: Awaited<ReturnType<typeof parts.next>>;
        try {
          next = await parts.next();
        } catch (error) {
          // The parser's limits (parts, fields, files) are 413; anything else it threw is a malformed body.
          const tooMuch = (error as { statusCode?: number }).statusCode === 413;
          return reply
            .code(tooMuch ? 413 : 400)
            .send({ success: false, message: tooMuch ? M.documentTooLarge : API_MESSAGES.invalidRequest });
        }
        if (next.done) break;
        const part = next.value;
        if (part.type === "field") {
          if (FIELD_NAMES.has(part.fieldname) && !(part.fieldname in fields))
            fields[part.fieldname] = String(part.value);
          continue;
        }
        const parsed = documentUploadFieldsSchema.safeParse(fields);
        if (part.fieldname !== "file" || !parsed.success) {
          part.file.destroy();
          if (parsed.success) break;
          const errors = fieldErrors(parsed.error);
          return reply.code(400).send({ success: false, message: Object.values(errors)[0]!, errors });
        }
        try {
          const outcome = await storeDocument(app.deps, request.signedIn!.user.id, {
            kind: parsed.data.kind,
            personIndex: parsed.data.personIndex,
            fileName: part.filename,
            bytes: readFile(part.file),
            truncated: () => part.file.truncated,
          });
          return sendOutcome(reply, outcome);
        } catch (error) {
          if (error instanceof MalformedUpload)
            return reply.code(400).send({ success: false, message: API_MESSAGES.invalidRequest });
          throw error;
        }
      }
      return reply.code(400).send({
        success: false,
        message: DOCUMENT_MESSAGES.documentFileRequired,
        errors: { file: DOCUMENT_MESSAGES.documentFileRequired },
      });
    },
  );
};

export default documentUploadRoutes;
