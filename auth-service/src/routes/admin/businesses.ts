// /api/admin/businesses/:id (view): one business as staff read it, with the application it was opened from, its
// members, invitations and newest events. Every reading is audited (business_viewed), as a document's reading is.
// /api/admin/businesses/:id/payments (view): its payments, read only, with what signed each approval.
import {
  ADMIN_MESSAGES as M,
  LEDGER_MESSAGES,
  adminPaymentPageSchema,
  paymentQuerySchema,
  adminBusinessDetailSchema,
  adminBusinessParamsSchema,
  type AdminBusinessDetail,
  type ApplicationStatus,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { findApplication } from "../../db/applications-store.ts";
import type { Db } from "../../db/database.ts";
import { businessForStaff, recordBusinessViewed } from "../../workspace/domain/staff-view.ts";
import { paymentPageForStaff } from "../../workspace/domain/payment-views.ts";
import { findBusiness } from "../../workspace/store/businesses-store.ts";
import { errorResponses } from "../responses.ts";

const isoOrNull = (time: number | null) => (time === null ? null : new Date(Number(time)).toISOString());

/** Where the business's application stands, in the applications view's terms; null when it is gone. */
async function applicationSummary(db: Db, applicationId: string | null): Promise<AdminBusinessDetail["application"]> {
  const row = applicationId ? await findApplication(db, applicationId) : undefined;
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    submittedAt: isoOrNull(row.submitted_at),
    decidedAt: isoOrNull(row.decided_at),
  };
}

const businessRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/businesses/:id",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "A business, its application, members, invitations and newest events (each reading is audited)",
        params: adminBusinessParamsSchema,
        response: { 200: adminBusinessDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const now = app.deps.now();
      const found = await businessForStaff(app.deps.db, app.identity, request.params.id, now);
      if (!found) return reply.code(404).send({ success: false, message: M.businessNotFound });
      const { applicationId, ...view } = found;
      const application = await applicationSummary(app.deps.db, applicationId);
      await recordBusinessViewed(
        app.deps.db,
        view.business.id,
        { staffId: request.signedIn!.user.id, client: app.clientOf(request) },
        now,
      );
      return { ...view, application };
    },
  );

  typed.get(
    "/businesses/:id/payments",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "A business's payments, newest first, each approval with its evidence (read only)",
        params: adminBusinessParamsSchema,
        querystring: paymentQuerySchema,
        response: { 200: adminPaymentPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await findBusiness(app.deps.db, request.params.id)))
        return reply.code(404).send({ success: false, message: M.businessNotFound });
      const page = await paymentPageForStaff(app.deps.db, app.identity, request.params.id, request.query);
      if (!page)
        return reply.code(400).send({ success: false, message: LEDGER_MESSAGES.cursor, code: "invalidCursor" });
      return page;
    },
  );
};

export default businessRoutes;
