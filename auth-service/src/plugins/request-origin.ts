// CSRF defence for state-changing routes: JSON bodies only (the one multipart route, the document upload, also
// requires an Origin: see hasOwnOrigin), and a foreign Origin is refused with 403.
import { API_MESSAGES } from "@bank/contracts";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * True when the request names its origin and it is the service's own or a configured one. For routes that
     * read a body a cross-site HTML form can send (multipart), where a missing Origin is not good enough.
     */
    hasOwnOrigin(request: FastifyRequest): boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestOriginOptions {
  /** Origins allowed besides the service's own (scheme://host[:port]). */
  allowedOrigins: string[];
}

export default fp<RequestOriginOptions>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, "").toLowerCase()));
    const isAllowed = (request: FastifyRequest, origin: string) => {
      const own = `${request.protocol}://${request.host}`.toLowerCase();
      const from = origin.toLowerCase();
      return from === own || allowed.has(from);
    };
    app.decorate("hasOwnOrigin", (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return origin !== undefined && isAllowed(request, origin);
    });

    // A callback hook: reads (session-status polls) pass through without a promise.
    app.addHook("onRequest", (request, reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();

      // Browsers say where a request comes from; a cross-site one never changes state here.
      if (request.headers["sec-fetch-site"] === "cross-site") {
        reply.code(403).send({ success: false, message: API_MESSAGES.crossSite });
        return;
      }
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowed(request, origin)) {
        reply.code(403).send({ success: false, message: API_MESSAGES.foreignOrigin });
        return;
      }
      done();
    });
  },
  { name: "request-origin" },
);
