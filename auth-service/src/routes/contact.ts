// POST /api/contact: the contact page's form, mailed to the sales team with Reply-To the visitor.
import { API_MESSAGES as M, THROTTLED_WHAT, contactMessageSchema, okResultSchema } from "@bank/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { sendContactMessage } from "../contact/contact-message.ts";
import { FLOOD_LIMITED } from "../plugins/flood-limit.ts";
import { errorResponses, sendThrottled } from "./responses.ts";

/** How long a visitor whose message could not be mailed is asked to wait before sending it again. */
const NOT_SENT_RETRY_AFTER_SECONDS = 60;

const contactRoutes: FastifyPluginAsync<{ salesEmail: string }> = async (app, { salesEmail }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/contact",
    {
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Mail a message from the contact page to the sales team; at most 5 an hour from one client address",
        body: contactMessageSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await sendContactMessage(app.deps, salesEmail, request.body, app.clientOf(request));
      switch (outcome.kind) {
        case "sent":
          request.log.info({ topic: request.body.topic }, "contact message mailed");
          return { success: true as const, message: M.contactSent };
        case "throttled":
          return sendThrottled(reply, outcome.retryAfterMs, THROTTLED_WHAT.contactMessages);
        case "not-sent":
          request.log.error({ err: outcome.cause }, "contact message could not be mailed");
          return reply
            .code(503)
            .header("retry-after", String(NOT_SENT_RETRY_AFTER_SECONDS))
            .send({ success: false, message: M.contactNotSent });
      }
    },
  );
};

export default contactRoutes;
