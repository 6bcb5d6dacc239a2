// Identity's side of the workspace's one interface (core/caller.ts): resolves a request's caller, with their
// membership of one business, from the session cookie in one round trip, and describes people for team lists.
// A session found expired ends here as anywhere else; activity is recorded at most once a minute.
import type { MemberPermission } from "@bank/contracts";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Caller, IdentityDirectory, Person, SecondFactorKind } from "../core/caller.ts";
import type { ServiceDeps } from "../core/deps.ts";
import { findCaller, findPeople, type CallerRow } from "../db/callers-store.ts";
import { endSession, touchSession } from "../db/sessions-store.ts";
import { ACTIVITY_WRITE_INTERVAL_MS, hasExpired, hashSessionToken } from "./session.ts";
import { confirmSigning, signingOptions } from "./transaction-signing.ts";

export function createIdentityDirectory(deps: ServiceDeps): IdentityDirectory {
  const { db, now } = deps;
  return {
    async callerOf(token, businessId) {
      if (!token) return null;
      const tokenHash = hashSessionToken(token);
      const row = await findCaller(db, tokenHash, businessId ?? "");
      if (!row || row.ended_at !== null) return null;
      const at = now();
      if (hasExpired(row, at)) {
        await endSession(db, tokenHash, "expired", at);
        return null;
      }
      if (at - row.last_active_at >= ACTIVITY_WRITE_INTERVAL_MS) await touchSession(db, tokenHash, at);
      return callerOfRow(row);
    },
    async people(trx, userIds) {
      const rows = await findPeople(trx, userIds);
      const people = new Map<string, Person>();
      for (const row of rows)
        people.set(row.id, {
          userId: row.id,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          emailVerified: row.email_verified_at !== null,
          secondFactor: Boolean(row.second_factor),
        });
      return people;
    },
    async signingOptions(userId, binding) {
      const outcome = await signingOptions(deps, userId, binding);
      if (outcome.kind !== "options") return outcome;
      return { kind: "options", webauthn: outcome.webauthn as Record<string, unknown> | null, totp: outcome.totp };
    },
    confirmSigning(userId, binding, proof, client) {
      // The assertion's shape is checked by the library as it verifies it: anything malformed is a wrong proof.
      const checked =
        proof.code !== undefined
          ? { code: proof.code }
          : { passkey: proof.passkey as unknown as AuthenticationResponseJSON };
      return confirmSigning(deps, userId, binding, checked, client);
    },
  };
}

function callerOfRow(row: CallerRow): Caller {
  const secondFactors: SecondFactorKind[] = [];
  if (row.has_totp) secondFactors.push("code");
  if (row.has_passkey) secondFactors.push("passkey");
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    emailVerified: row.email_verified_at !== null,
    secondFactors,
    secondFactorAt: row.second_factor_at === null ? null : Number(row.second_factor_at),
    membership:
      row.business_id === null
        ? null
        : {
            businessId: row.business_id,
            permissions: (row.permissions ?? "").split(",").filter(Boolean) as MemberPermission[],
            owner: row.owner === 1,
            joinedAt: Number(row.joined_at),
          },
  };
}
