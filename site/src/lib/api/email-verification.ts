// POST /api/auth/email/verify (docs/api.md), apart from auth.ts: its answer's schema comes with the other address
// proofs' schemas (contracts, schemas/account-recovery.ts), which only the verification page should load.
import { API_PATHS, emailVerifiedResultSchema } from "@bank/contracts";
import { request } from "./request.ts";

/**
 * Verifies the address with the mailed link's token. `signInAgain`: this was the address's first proof, which ended
 * every session of the account (this browser's cookie is gone) and removed whatever was added before it.
 */
export function verifyEmail(token: string): Promise<{ message: string; signInAgain: boolean }> {
  return request("POST", API_PATHS.emailVerify, { body: { token }, schema: emailVerifiedResultSchema });
}
