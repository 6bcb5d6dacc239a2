// One error shape for every failure: { success: false, message } with a 4xx for anything a client sent.
import { hasZodFastifySchemaValidationErrors } from "@fastify/type-provider-zod";
import type { FastifyError } from "fastify";
import fp from "fastify-plugin";

const BODY_MUST_BE_OBJECT = "The request body must be a JSON object.";

/** Fastify's own client-error codes, worded for a person. */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is too large (16 KB at most)." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Send the request body as application/json." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The request's Content-Length does not match its body." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty; send a JSON object." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
          errors[field] ??= field === "body" ? BODY_MUST_BE_OBJECT : issue.message;
        }
        const message = Object.values(errors)[0] ?? "The request is not valid.";
        return reply.code(400).send({ success: false, message, errors });
      }

      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send({ success: false, message: known.message });

      // Other 4xx errors raised by Fastify or a plugin (bad JSON, rate limits) keep their status.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error instanceof SyntaxError ? CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!.message : error.message;
        return reply.code(status).send({ success: false, message });
      }

      request.log.error({ err: error }, "unhandled error");
      return reply.code(500).send({ success: false, message: "Something went wrong on our side. Please try again." });
    });
  },
  { name: "error-handler" },
);
