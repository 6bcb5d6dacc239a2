// /api/sandbox: what the sandbox partner bank lets a business's managers do that a real partner would do on its own:
// send the business a deposit (ACH, wire or USDC) that posts after the method's delay, and send a settled payment
// back (a return). Sandbox only, labelled so.
import {
  PAYMENT_MESSAGES,
  businessParamsSchema,
  depositAnswerSchema,
  depositRequestSchema,
  paymentAnswerSchema,
  reasonRequestSchema,
  sandboxPaymentParamsSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { checkAccess, isRefusal } from "../domain/access.ts";
import { receiveSandboxDeposit } from "../domain/deposits.ts";
import { returnPayment } from "../domain/payment-rails.ts";
import { businessOfPayment } from "../store/payments-store.ts";
import { actorOf, memberGuard, sendNotSignedIn } from "./guard.ts";
import { sendOnceForKey } from "./idempotent-route.ts";
import { paymentContextOf } from "./payments.ts";

const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/sandbox/businesses/:businessId/deposits",
    {
      preHandler: memberGuard(app, { permission: "manage" }),
      schema: {
        summary:
          "Sandbox: a deposit from outside, pending at once and posted after ACH 10 s, wire 3 s, USDC 2.3 s times SANDBOX_TIME_SCALE (manage, Idempotency-Key)",
        params: businessParamsSchema,
        body: depositRequestSchema,
        response: { 201: depositAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) =>
        receiveSandboxDeposit(trx, actorOf(app, request), request.params.businessId, request.body, app.deps.bank, now),
      ),
  );

  typed.post(
    "/sandbox/payments/:paymentId/return",
    {
      // The route names a payment, not a business: the guard finds its business, then asks for manage there (a
      // payment of a business one is not in is not found, as any other business's thing).
      preHandler: async (request, reply) => {
        const { paymentId } = request.params as { paymentId: string };
        const businessId = (await businessOfPayment(app.deps.db, paymentId)) ?? "";
        const caller = await app.identity.callerOf(app.sessionCookie.read(request), businessId);
        if (!caller) return sendNotSignedIn(reply);
        const outcome = checkAccess(caller, { permission: "manage" }, app.deps.now());
        if (isRefusal(outcome)) {
          if (outcome.status === 404)
            return reply
              .code(404)
              .send({ success: false, message: PAYMENT_MESSAGES.paymentNotFound, code: "paymentNotFound" });
          return reply.code(outcome.status).send(outcome.body);
        }
        request.workspace = { caller, membership: outcome };
      },
      schema: {
        summary:
          "Sandbox: the payee's bank returns a settled payment; its amount is credited back to the account (manage, Idempotency-Key)",
        params: sandboxPaymentParamsSchema,
        body: reasonRequestSchema,
        response: { 200: paymentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = paymentContextOf(app);
      const { businessId } = request.workspace!.membership;
      const sent = await sendOnceForKey(app, request, reply, (trx, now) =>
        returnPayment(
          trx,
          context,
          actorOf(app, request),
          businessId,
          request.params.paymentId,
          request.body.reason,
          now,
        ),
      );
      context.outbox.sendAfterCommit(app.deps);
      return sent;
    },
  );
};

export default sandboxRoutes;
