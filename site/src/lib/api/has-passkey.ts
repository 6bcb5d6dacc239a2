// Whether the signed-in user has a passkey (GET /api/auth/passkeys), apart from the passkey calls and their schemas
// (passkeys.ts): the overview asks it of someone without an authenticator app, so that only a person with no second
// factor is offered two-factor authentication. It reads one thing of the answer, checked here by hand.
import { API_PATHS } from "@bank/contracts";
import { ApiError, request } from "./request.ts";

export async function hasPasskey(): Promise<boolean> {
  const answer = await request("GET", API_PATHS.passkeys);
  const passkeys = typeof answer === "object" && answer !== null && "passkeys" in answer ? answer.passkeys : undefined;
  if (!Array.isArray(passkeys)) throw new ApiError({ kind: "unreadable", status: 200, message: "200: unexpected answer" });
  return passkeys.length > 0;
}
