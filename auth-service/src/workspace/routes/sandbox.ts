// /api/sandbox: what the sandbox partner bank lets a business's managers do that a real partner would do on its own:
// send the business a deposit (ACH, wire or USDC) that posts after the method's delay. Sandbox only, labelled so.
import { businessParamsSchema, depositAnswerSchema, depositRequestSchema } from "@bank/contracts";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../routes/responses.ts";
import { receiveSandboxDeposit } from "../domain/deposits.ts";
import { memberGuard } from "./guard.ts";
import { sendOnceForKey } from "./idempotent-route.ts";

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
        receiveSandboxDeposit(
          trx,
          { caller: request.workspace!.caller, client: app.clientOf(request) },
          request.params.businessId,
          request.body,
          app.deps.bank,
          now,
        ),
      ),
  );
};

export default sandboxRoutes;
