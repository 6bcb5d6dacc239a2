// Money moved between two of a business's accounts (docs/api.md, "Money").
import { MONEY_API_PATHS, transferAnswerSchema, type Transfer, type TransferRequest } from "@bank/contracts";
import { request } from "./request.ts";

/**
 * POST /api/businesses/:id/transfers (pay, second factor) with the submission's Idempotency-Key: 422
 * insufficientFunds, 400 currencyMismatch or sameAccount, field errors in `errors`.
 */
export async function sendTransfer(
  businessId: string,
  transfer: TransferRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  const path = MONEY_API_PATHS.transfers(businessId);
  return (await request("POST", path, { body: transfer, idempotencyKey, schema: transferAnswerSchema })).transfer;
}
