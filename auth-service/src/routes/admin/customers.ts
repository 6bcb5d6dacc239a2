// /api/admin/users: find a customer, read their security state, and (manage) unlock them, end their session or
// reset their two-factor authentication. Unlock and reset change how the account is protected: step-up.
import {
  ADMIN_MESSAGES as M,
  adminActionSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUserSearchQuerySchema,
  adminUserSearchSchema,
  okResultSchema,
} from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  endCustomerSessions,
  resetCustomerTwoFactor,
  unlockCustomer,
  type StaffAction,
} from "../../auth/staff/account-actions.ts";
import { customerDetail, findCustomers } from "../../auth/staff/customers.ts";
import { applicationsOfCustomer } from "../../onboarding/review.ts";
import { FLOOD_LIMITED } from "../../plugins/flood-limit.ts";
import { membershipsOf } from "../../workspace/domain/staff-view.ts";
import { errorResponses } from "../responses.ts";

const customerRoutes: FastifyPluginAsync = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const actionOf = (request: FastifyRequest, reason: string): StaffAction => ({
    staff: request.signedIn!.user,
    client: app.clientOf(request),
    reason,
  });
  const notFound = { success: false, message: M.userNotFound } as const;

  typed.get(
    "/users",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "Customers whose email or name contains the query, by email",
        querystring: adminUserSearchQuerySchema,
        response: { 200: adminUserSearchSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => findCustomers(app.deps, request.query.query, request.query.cursor),
  );

  typed.get(
    "/users/:id",
    {
      preHandler: app.requireStaff("view"),
      schema: {
        summary: "A customer's security state, newest events, the businesses they belong to and their applications",
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const detail = await customerDetail(app.deps, request.params.id);
      if (!detail) return reply.code(404).send(notFound);
      const [businesses, applications] = await Promise.all([
        membershipsOf(app.deps.db, detail.user.id),
        applicationsOfCustomer(app.deps, detail.user.id),
      ]);
      return { ...detail, businesses, applications };
    },
  );

  typed.post(
    "/users/:id/unlock",
    {
      preHandler: app.requireStaff("manage", { stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Lift the account's locks and forget its failed attempts (manage, step-up); on an account that is not locked, nothing changes",
        params: adminUserParamsSchema,
        body: adminActionSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await unlockCustomer(app.deps, request.params.id, actionOf(request, request.body.reason));
      if (outcome.kind === "not-found") return reply.code(404).send(notFound);
      return { success: true as const, message: outcome.kind === "unlocked" ? M.unlocked : M.notLocked };
    },
  );

  typed.post(
    "/users/:id/sessions/end",
    {
      preHandler: app.requireStaff("manage"),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary: "End the customer's open sessions (manage)",
        params: adminUserParamsSchema,
        body: adminActionSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await endCustomerSessions(app.deps, request.params.id, actionOf(request, request.body.reason));
      if (outcome.kind === "not-found") return reply.code(404).send(notFound);
      return { success: true as const, message: M.sessionsEnded(outcome.count) };
    },
  );

  typed.post(
    "/users/:id/two-factor/reset",
    {
      preHandler: app.requireStaff("manage", { stepUp: true }),
      config: { rateLimit: FLOOD_LIMITED },
      schema: {
        summary:
          "Turn the customer's 2FA off, delete their recovery codes, end their sessions, mail them (manage, step-up)",
        params: adminUserParamsSchema,
        body: adminActionSchema,
        response: { 200: okResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const outcome = await resetCustomerTwoFactor(app.deps, request.params.id, actionOf(request, request.body.reason));
      if (outcome.kind === "not-found") return reply.code(404).send(notFound);
      if (outcome.kind === "not-enabled") return reply.code(409).send({ success: false, message: M.twoFactorNotOn });
      return { success: true as const, message: M.twoFactorReset };
    },
  );
};

export default customerRoutes;
