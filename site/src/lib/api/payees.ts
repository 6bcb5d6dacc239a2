// A business's payees (PAYEE_API_PATHS in @bank/contracts): the people and companies it pays. The new payment form
// lists them and adds one in place.
import { PAYEE_API_PATHS, payeeAnswerSchema, payeeListSchema, type Payee, type PayeeRequest } from "@bank/contracts";
import { request } from "./request.ts";

/** GET /api/businesses/:id/payees (view) */
export async function fetchPayees(businessId: string): Promise<Payee[]> {
  return (await request("GET", PAYEE_API_PATHS.payees(businessId), { schema: payeeListSchema })).payees;
}

/** POST /api/businesses/:id/payees (pay, second factor): each field's refusal in `errors`; 409 at 500 payees. */
export async function addPayee(businessId: string, payee: PayeeRequest): Promise<Payee> {
  const path = PAYEE_API_PATHS.payees(businessId);
  return (await request("POST", path, { body: payee, schema: payeeAnswerSchema })).payee;
}
