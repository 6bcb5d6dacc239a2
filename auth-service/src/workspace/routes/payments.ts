// /api/businesses/:businessId/payments: the business's payments (view); making one (pay, Idempotency-Key); an
// approver's options, approval (signed with a passkey or a code bound to that payment) and rejection (approve);
// cancelling (its creator, or manage). /api/businesses/:businessId/approval-policy: the rules (view; manage, step-up).
import {
  PAYMENT_MESSAGES,
  approvalOptionsSchema,
  approvalPolicyRequestSchema,
  approvalPolicySchema,
  approveRequestSchema,
  businessParamsSchema,
  paymentAnswerSchema,
  paymentPageSchema,
  paymentParamsSchema,
  memberPaymentQuerySchema,
  paymentRequestSchema,
  reasonRequestSchema,
  LEDGER_MESSAGES,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { errorResponses } from "../../routes/responses.ts";
import { checkOwnOrManage, isRefusal } from "../domain/access.ts";
import { approvalPolicyOf, setApprovalPolicy } from "../domain/approval-policy.ts";
import type { Answer } from "../domain/idempotency.ts";
import { approvalOptions, approvePayment, cancelPayment, rejectPayment } from "../domain/payment-decisions.ts";
import { Outbox, type PaymentContext } from "../domain/payment-mail.ts";
import { paymentPage, paymentView } from "../domain/payment-views.ts";
import { createPayment } from "../domain/payments.ts";
import { actorOf, memberGuard, sendRefusal } from "./guard.ts";
import { sendAnswer, sendOnceForKey } from "./idempotent-route.ts";

/** A payment step's context for this request, and its mail, sent once the step's transaction has committed. */
export function paymentContextOf(app: FastifyInstance): PaymentContext {
  return { deps: app.deps, identity: app.identity, outbox: new Outbox() };
}

/** Sends a step's answer, then its mail (the answer's transaction has committed by now). */
export function sendStep(app: FastifyInstance, reply: FastifyReply, context: PaymentContext, answer: Answer) {
  context.outbox.sendAfterCommit(app.deps);
  return sendAnswer(reply, answer);
}

const paymentRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:businessId/payments",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "The business's payments, newest first, by status, or those awaiting the caller's approval (view)",
        params: businessParamsSchema,
        querystring: memberPaymentQuerySchema,
        response: { 200: paymentPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { caller } = request.workspace!;
      const page = await paymentPage(app.deps.db, app.identity, caller, request.params.businessId, request.query);
      if (!page)
        return reply.code(400).send({ success: false, message: LEDGER_MESSAGES.cursor, code: "invalidCursor" });
      return page;
    },
  );

  typed.get(
    "/businesses/:businessId/payments/:paymentId",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "One payment, with its approvals and timeline (view)",
        params: paymentParamsSchema,
        response: { 200: paymentAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const payment = await paymentView(app.deps.db, app.identity, request.params.businessId, request.params.paymentId);
      if (!payment)
        return reply
          .code(404)
          .send({ success: false, message: PAYMENT_MESSAGES.paymentNotFound, code: "paymentNotFound" });
      return { success: true as const, payment };
    },
  );

  typed.post(
    "/businesses/:businessId/payments",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      schema: {
        summary:
          "Make a payment: the amount and fee are held at once; 422 insufficientFunds, dailyLimitExceeded or notEnoughApprovers (pay, Idempotency-Key)",
        params: businessParamsSchema,
        body: paymentRequestSchema,
        response: { 201: paymentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const context = paymentContextOf(app);
      const sent = await sendOnceForKey(app, request, reply, (trx, now) =>
        createPayment(trx, context, actorOf(app, request), request.params.businessId, request.body, now),
      );
      context.outbox.sendAfterCommit(app.deps);
      return sent;
    },
  );

  typed.post(
    "/businesses/:businessId/payments/:paymentId/approval-options",
    {
      preHandler: memberGuard(app, { permission: "approve" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "What an approver signs (amount, fee, payee) and how: passkey options issued for this payment alone, or a code (approve)",
        params: paymentParamsSchema,
        response: { 200: approvalOptionsSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await approvalOptions(
          paymentContextOf(app),
          request.workspace!.caller,
          request.params.businessId,
          request.params.paymentId,
        ),
      ),
  );

  typed.post(
    "/businesses/:businessId/payments/:paymentId/approve",
    {
      preHandler: memberGuard(app, { permission: "approve" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Approve with a passkey assertion or a code signed for this payment; 403 one's own, 409 not awaiting or approved already, 401 a wrong proof (approve)",
        params: paymentParamsSchema,
        body: approveRequestSchema,
        response: { 200: paymentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const context = paymentContextOf(app);
      const answer = await approvePayment(
        context,
        actorOf(app, request),
        request.params.businessId,
        request.params.paymentId,
        request.body,
      );
      return sendStep(app, reply, context, answer);
    },
  );

  typed.post(
    "/businesses/:businessId/payments/:paymentId/reject",
    {
      preHandler: memberGuard(app, { permission: "approve" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Reject another person's payment waiting for approval; its hold is released (approve)",
        params: paymentParamsSchema,
        body: reasonRequestSchema,
        response: { 200: paymentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const context = paymentContextOf(app);
      const answer = await rejectPayment(
        context,
        actorOf(app, request),
        request.params.businessId,
        request.params.paymentId,
        request.body.reason,
      );
      return sendStep(app, reply, context, answer);
    },
  );

  typed.post(
    "/businesses/:businessId/payments/:paymentId/cancel",
    {
      preHandler: memberGuard(app, { permission: "member" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Cancel a payment waiting for approval or its send day; its hold is released (its creator, or manage)",
        params: paymentParamsSchema,
        response: { 200: paymentAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { caller, membership } = request.workspace!;
      // A manager cancels any payment; anyone else only their own, and only while they may still pay: either way
      // from a session that proved a second factor.
      const access = checkOwnOrManage(caller, membership, app.deps.now());
      if (isRefusal(access)) return reply.code(access.status).send(access.body);
      const context = paymentContextOf(app);
      const answer = await cancelPayment(
        context,
        actorOf(app, request),
        membership,
        request.params.businessId,
        request.params.paymentId,
      );
      return sendStep(app, reply, context, answer);
    },
  );

  typed.get(
    "/businesses/:businessId/approval-policy",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "The business's approval rules, and how many members may approve (view)",
        params: businessParamsSchema,
        response: { 200: approvalPolicySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => approvalPolicyOf(app.deps.db, request.params.businessId),
  );

  typed.put(
    "/businesses/:businessId/approval-policy",
    {
      preHandler: memberGuard(app, { permission: "manage", stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Replace the approval rules: up to 10, each an amount, a currency and 1 to 3 approvals (manage, step-up)",
        params: businessParamsSchema,
        body: approvalPolicyRequestSchema,
        response: { 200: approvalPolicySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await setApprovalPolicy(
        app.deps.db,
        actorOf(app, request),
        request.params.businessId,
        request.body,
        app.deps.now(),
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return outcome.value;
    },
  );
};

export default paymentRoutes;
