// CSRF defence for state-changing routes: JSON bodies only, and a foreign Origin is refused with 403.
import { API_MESSAGES } from "@bank/contracts";
import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestOriginOptions {
  /** Origins allowed besides the service's own (scheme://host[:port]). */
  allowedOrigins: string[];
}

export default fp<RequestOriginOptions>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, "").toLowerCase()));

    // A callback hook: reads (session-status polls) pass through without a promise.
    app.addHook("onRequest", (request, reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();

      // Browsers say where a request comes from; a cross-site one never changes state here.
      if (request.headers["sec-fetch-site"] === "cross-site") {
        reply.code(403).send({ success: false, message: API_MESSAGES.crossSite });
        return;
      }
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const own = `${request.protocol}://${request.host}`.toLowerCase();
        const from = origin.toLowerCase();
        if (from !== own && !allowed.has(from)) {
          reply.code(403).send({ success: false, message: API_MESSAGES.foreignOrigin });
          return;
        }
      }
      done();
    });
  },
  { name: "request-origin" },
);
