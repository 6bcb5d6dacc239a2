// The sandbox partner's deposits (docs/api.md, "Money"): simulated money from outside, which the partner posts a few
// seconds later. Only in the sandbox, and only for a member who manages the business.
import { MONEY_API_PATHS, depositAnswerSchema, type DepositRequest, type Transaction } from "@bank/contracts";
import { request } from "./request.ts";

/** POST /api/sandbox/businesses/:id/deposits (manage, sandbox) with the submission's Idempotency-Key. */
export async function sendSandboxDeposit(
  businessId: string,
  deposit: DepositRequest,
  idempotencyKey: string,
): Promise<{ transaction: Transaction; postsAt: string }> {
  const path = MONEY_API_PATHS.sandboxDeposits(businessId);
  const answer = await request("POST", path, { body: deposit, idempotencyKey, schema: depositAnswerSchema });
  return { transaction: answer.transaction, postsAt: answer.postsAt };
}
