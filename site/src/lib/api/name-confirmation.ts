// The name confirmed after the address's first proof (docs/api.md), apart from auth.ts: only the card that asks for
// it loads this, and only when a confirmation is due (islands/account/dashboard/NameConfirmation.tsx).
import { API_PATHS, userResultSchema, type ConfirmNamePayload, type User } from "@bank/contracts";
import { request } from "./request.ts";

/**
 * POST /api/auth/name: the owner confirms (or corrects) the name on the account once its address was first
 * verified (user.nameConfirmationRequired); the answer carries the user without that flag. 409 when none is due.
 */
export function confirmName(payload: ConfirmNamePayload): Promise<{ message: string; user: User }> {
  return request("POST", API_PATHS.confirmName, { body: payload, schema: userResultSchema });
}
