// The caller of a request in one round trip: the session of a token, its user, whether they have a passkey, and
// their membership of one business, read by a single statement compiled once per database (the workspace's hot path).
import { sql, type CompiledQuery } from "kysely";
import type { Db } from "./database.ts";
import { preparedReaderOf } from "./postgres-engine.ts";
import { readNowIfFree } from "./sqlite-engine.ts";

export interface CallerRow {
  token_hash: string;
  user_id: string;
  remember_me: number;
  last_active_at: number;
  expires_at: number;
  ended_at: number | null;
  second_factor_at: number | null;
  email: string;
  first_name: string;
  last_name: string;
  email_verified_at: number | null;
  has_totp: number | boolean;
  has_passkey: number | boolean;
  business_id: string | null;
  permissions: string | null;
  owner: number | null;
  joined_at: number | null;
}

function callerQuery(db: Db, tokenHash: string, businessId: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("business_members", (join) =>
      join
        .onRef("business_members.user_id", "=", "sessions.user_id")
        .on("business_members.business_id", "=", businessId),
    )
    .select([
      "sessions.token_hash",
      "sessions.user_id",
      "sessions.remember_me",
      "sessions.last_active_at",
      "sessions.expires_at",
      "sessions.ended_at",
      "sessions.second_factor_at",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.email_verified_at",
      sql<number | boolean>`(users.totp_secret IS NOT NULL)`.as("has_totp"),
      sql<number | boolean>`EXISTS (SELECT 1 FROM passkeys WHERE passkeys.user_id = sessions.user_id)`.as(
        "has_passkey",
      ),
      "business_members.business_id",
      "business_members.permissions",
      "business_members.owner",
      "business_members.joined_at",
    ])
    .where("sessions.token_hash", "=", tokenHash);
}

/** The prepared statement's name on each PostgreSQL connection. */
const CALLER_STATEMENT = "find_caller";
const TOKEN = "\u0000token";
const BUSINESS = "\u0000business";
const compiled = new WeakMap<
  Db,
  { query: CompiledQuery<CallerRow>; fill: (token: string, business: string) => unknown[] }
>();

/** The session of a token hash with its user and their membership of `businessId` ("" for none); one statement. */
export async function findCaller(db: Db, tokenHash: string, businessId: string): Promise<CallerRow | undefined> {
  let entry = compiled.get(db);
  if (!entry) {
    const query = callerQuery(db, TOKEN, BUSINESS).compile() as CompiledQuery<CallerRow>;
    const slots = query.parameters.map((parameter) => (parameter === TOKEN ? 0 : parameter === BUSINESS ? 1 : -1));
    if (slots.includes(-1) || slots.length !== 2)
      throw new Error("the caller query takes exactly a token and a business");
    entry = { query, fill: (token, business) => slots.map((slot) => (slot === 0 ? token : business)) };
    compiled.set(db, entry);
  }
  const parameters = entry.fill(tokenHash, businessId);
  // PostgreSQL: a named statement, parsed and planned once per connection rather than on every request.
  const prepared = preparedReaderOf(db);
  if (prepared) return (await prepared(CALLER_STATEMENT, entry.query.sql, parameters))[0] as CallerRow | undefined;
  const withKeys: CompiledQuery<CallerRow> = { ...entry.query, parameters };
  const rows = readNowIfFree(db, withKeys, true) ?? (await db.executeQuery<CallerRow>(withKeys)).rows;
  return rows[0];
}

/** The named people's names, addresses and second factors (for team lists and mail). */
export async function findPeople(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("users")
    .select([
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.email_verified_at",
      sql<
        number | boolean
      >`(users.totp_secret IS NOT NULL OR EXISTS (SELECT 1 FROM passkeys WHERE passkeys.user_id = users.id))`.as(
        "second_factor",
      ),
    ])
    .where("users.id", "in", userIds)
    .execute();
}
