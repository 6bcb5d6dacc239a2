// One error shape for every failure: { success: false, message } with a 4xx for anything a client sent.
import { API_MESSAGES as M, THROTTLED_WHAT } from "@bank/contracts";
import { hasZodFastifySchemaValidationErrors } from "@fastify/type-provider-zod";
import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { HASHING_BUSY_RETRY_MS, HashingQueueFull } from "../auth/password.ts";
import { isDatabaseUnavailable } from "../db/database.ts";
import { sendThrottled } from "../routes/responses.ts";

/** Fastify's own client-error codes, worded for a person. */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: M.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: M.notJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: M.contentLengthMismatch },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: M.emptyBody },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: M.invalidJson },
};

const DATABASE_RETRY_AFTER_SECONDS = 5;

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
          // A closed object's unknown fields: each named by its own path, not the object's.
          const unknown =
            issue.keyword === "unrecognized_keys" ? (issue.params as { keys?: string[] }).keys : undefined;
          if (unknown?.length) {
            for (const key of unknown) errors[field === "body" ? key : `${field}.${key}`] ??= issue.message;
            continue;
          }
          errors[field] ??= field === "body" ? M.bodyMustBeObject : issue.message;
        }
        const message = Object.values(errors)[0] ?? M.invalidRequest;
        return reply.code(400).send({ success: false, message, errors });
      }

      // Every password check is taken: the client may simply retry (the flows answer this themselves; this is the net).
      if (error instanceof HashingQueueFull) return sendThrottled(reply, HASHING_BUSY_RETRY_MS, THROTTLED_WHAT.busy);

      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send({ success: false, message: known.message });

      // Other 4xx errors raised by Fastify or a plugin (bad JSON, rate limits) keep their status.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = error instanceof SyntaxError ? M.invalidJson : error.message;
        return reply.code(status).send({ success: false, message });
      }

      // The database is out of reach (PostgreSQL restarting, a failover): an honest 503 the client may retry,
      // while /api/health fails so the proxy sends traffic to instances that can reach it.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "database unavailable");
        return reply
          .code(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ success: false, message: M.serviceUnavailable });
      }

      request.log.error({ err: error }, "unhandled error");
      return reply.code(500).send({ success: false, message: M.serverError });
    });
  },
  { name: "error-handler" },
);
