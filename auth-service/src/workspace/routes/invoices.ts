// /api/businesses/:businessId/invoices: the business's invoices (view), making one (pay, Idempotency-Key: a retry or
// a double-click makes one numbered invoice), sending it to the customer and voiding it (pay; each happens once, so
// they take no key: a second send or void is 409), and an invoice as a PDF (view).
import {
  INVOICE_MESSAGES as M,
  businessParamsSchema,
  invoiceAnswerSchema,
  invoicePageSchema,
  invoiceParamsSchema,
  invoiceQuerySchema,
  invoiceRequestSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { sendAttachment } from "../../routes/attachment.ts";
import { errorResponses } from "../../routes/responses.ts";
import { invoiceDocument, invoiceFileName, mailInvoiceAfterCommit } from "../domain/invoice-documents.ts";
import { createInvoice, invoiceOf, invoicePage, sendInvoice, toInvoice, voidInvoice } from "../domain/invoices.ts";
import { invoicePdf } from "../exports/invoice-pdf.ts";
import { findInvoice } from "../store/invoices-store.ts";
import { actorOf, memberGuard, sendRefusal } from "./guard.ts";
import { sendOnceForKey } from "./idempotent-route.ts";

const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ success: false, message: M.invoiceNotFound, code: "invoiceNotFound" });

  typed.get(
    "/businesses/:businessId/invoices",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "The business's invoices, newest first, by status (overdue: sent or partly paid, past due) (view)",
        params: businessParamsSchema,
        querystring: invoiceQuerySchema,
        response: { 200: invoicePageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoicePage(app.deps.db, request.params.businessId, request.query, app.deps.now()),
  );

  typed.post(
    "/businesses/:businessId/invoices",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Make a draft invoice: lines of quantity (up to 4 decimals) x unit price, each rounded half-up to the currency's minor unit; numbered INV-0001, ... per business (pay, Idempotency-Key)",
        params: businessParamsSchema,
        body: invoiceRequestSchema,
        response: { 201: invoiceAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      sendOnceForKey(app, request, reply, (trx, now) =>
        createInvoice(trx, actorOf(app, request), request.params.businessId, request.body, now),
      ),
  );

  typed.get(
    "/businesses/:businessId/invoices/:invoiceId",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary: "One invoice, with its lines and the deposits that paid it (view)",
        params: invoiceParamsSchema,
        response: { 200: invoiceAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(app.deps.db, request.params.businessId, request.params.invoiceId, app.deps.now());
      if (!invoice) return notFound(reply);
      return { success: true as const, invoice };
    },
  );

  typed.get(
    "/businesses/:businessId/invoices/:invoiceId.pdf",
    {
      preHandler: memberGuard(app, { permission: "view" }),
      schema: {
        summary:
          "An invoice as PDF: the business, the customer, the lines, the total, the due date, the account's payment details and the reference (view)",
        params: invoiceParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const record = await findInvoice(app.deps.db, request.params.businessId, request.params.invoiceId);
      const document = record ? await invoiceDocument(app.deps.db, app.deps, record, app.deps.now()) : null;
      if (!document) return notFound(reply as FastifyReply);
      return sendAttachment(reply as FastifyReply, {
        contentType: "application/pdf",
        disposition: `attachment; filename="${invoiceFileName(document)}"`,
        body: invoicePdf(document),
      });
    },
  );

  typed.post(
    "/businesses/:businessId/invoices/:invoiceId/send",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Send a draft: the customer is mailed the PDF with the account's payment details and the number as the reference; once (409 notDraft after) (pay)",
        params: invoiceParamsSchema,
        response: { 200: invoiceAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await sendInvoice(
        app.deps,
        actorOf(app, request),
        request.params.businessId,
        request.params.invoiceId,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      await mailInvoiceAfterCommit(app.deps, outcome.value);
      return { success: true as const, invoice: toInvoice(outcome.value, app.deps.now()) };
    },
  );

  typed.post(
    "/businesses/:businessId/invoices/:invoiceId/void",
    {
      preHandler: memberGuard(app, { permission: "pay" }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "Void a draft or unpaid invoice; one with money received against it cannot be (409 hasPayments) (pay)",
        params: invoiceParamsSchema,
        response: { 200: invoiceAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await voidInvoice(
        app.deps,
        actorOf(app, request),
        request.params.businessId,
        request.params.invoiceId,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return { success: true as const, invoice: outcome.value };
    },
  );
};

export default invoiceRoutes;
