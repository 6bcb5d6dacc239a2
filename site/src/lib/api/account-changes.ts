// The calls that change a signed-in customer's password or address, and read their security activity; apart from
// the other account calls so only the pages that use them load their schemas.
import {
  API_PATHS,
  activityResponseSchema,
  okResultSchema,
  type ActivityEvent,
  type PasswordChangePayload,
} from "@bank/contracts";
import { request } from "./request.ts";

/** POST /api/auth/password: a new password with the current one as proof; every other session ends. */
export function changePassword(payload: PasswordChangePayload): Promise<{ message: string }> {
  return request("POST", API_PATHS.passwordChange, { body: payload, schema: okResultSchema });
}

/** POST /api/auth/email-change (step-up); the answer is the same whether or not the new address is taken. */
export function requestEmailChange(newEmail: string): Promise<{ message: string }> {
  return request("POST", API_PATHS.emailChange, { body: { newEmail }, schema: okResultSchema });
}

/** POST /api/auth/email-change/confirm: the mailed link's token; every session ends once the address moves. */
export function confirmEmailChange(token: string): Promise<{ message: string }> {
  return request("POST", API_PATHS.emailChangeConfirm, { body: { token }, schema: okResultSchema });
}

/** GET /api/auth/activity: the account's last security events, newest first. */
export async function fetchActivity(): Promise<readonly ActivityEvent[]> {
  return (await request("GET", API_PATHS.activity, { schema: activityResponseSchema })).events;
}
