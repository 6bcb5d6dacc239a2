// Structured JSON logs (pino): a request id each, and never a cookie, password, code, token or secret.
import type { FastifyServerOptions } from "fastify";
import { stdoutDestination } from "./log-destination.ts";

/** Pino's options; `stream` (default stdout) lets a test read what would be logged. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level,
    stream: stream ?? stdoutDestination(),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        // @fastify/multipart logs the request's headers at trace as it starts parsing an upload.
        "busboyOptions.headers.cookie",
        "busboyOptions.headers.authorization",
        "*.password",
        "*.confirmPassword",
        "*.twoFactorCode",
        "*.code",
        "*.token",
        "*.secret",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Query strings can carry one-time tokens (password reset, email verification): log the path only.
      req(request) {
        return {
          method: request.method,
          path: request.url.split("?")[0],
          remoteAddress: request.ip,
        };
      },
    },
  };
}
