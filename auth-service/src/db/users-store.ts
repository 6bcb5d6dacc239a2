// Every query about users: accounts, password hashes and TOTP state.
import { sql, type Selectable } from "kysely";
import { lookupByKey, type Db } from "./database.ts";
import type { UsersTable } from "./schema.ts";

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  passwordHash: string;
  now: number;
}

/** Inserts the user; false when the email is already taken (the UNIQUE constraint decides, so races are safe). */
export async function insertUser(db: Db, user: NewUser): Promise<boolean> {
  const result = await db
    .insertInto("users")
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      password_hash: user.passwordHash,
      terms_accepted_at: user.now,
      created_at: user.now,
      updated_at: user.now,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The names and addresses of these users, in one query (a page of the audit log names its staff with it). */
export async function findUserNames(
  db: Db,
  ids: readonly string[],
): Promise<Pick<UserRow, "id" | "email" | "first_name" | "last_name">[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "email", "first_name", "last_name"]).where("id", "in", ids).execute();
}

/** Read by the session guard on every signed-in request: compiled once. */
export const findUserById = lookupByKey((db, id) => db.selectFrom("users").selectAll().where("id", "=", id));

/**
 * The user's credential version now, locking the user's row until the transaction ends (undefined when the user
 * is gone). Whatever changes credentials updates that row, so it waits for this transaction, or this one for it.
 */
export async function lockCredentialVersion(db: Db, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("users")
    .select("credential_version")
    .where("id", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.credential_version;
}

/**
 * The user's row, locked until the transaction ends (undefined when the user is gone): whatever changes the
 * password, the address or 2FA updates that row, so it cannot commit between this read and what the transaction
 * does because of it.
 */
export async function lockUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", userId).forUpdate().executeTakeFirst();
}

export async function setPendingTotpSecret(db: Db, userId: string, sealedSecret: string, now: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_pending_secret: sealedSecret, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

/**
 * Records that a TOTP time step was used, only if it is later than every step used before. One conditional
 * UPDATE checks and records at once: two requests racing with one code (on one instance or two) cannot both pass,
 * as the second waits for the first's row lock and then finds the step taken.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((row) => row.or([row("totp_last_step", "is", null), row("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Makes the pending secret the active one, if it is still the one the code was checked against. */
export async function activatePendingTotpSecret(
  db: Db,
  userId: string,
  sealedSecret: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set((row) => ({
      totp_secret: row.ref("totp_pending_secret"),
      totp_pending_secret: null,
      updated_at: now,
      credential_version: row("credential_version", "+", 1),
    }))
    .where("id", "=", userId)
    .where("totp_pending_secret", "=", sealedSecret)
    .where("totp_secret", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function clearTotp(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable("users")
    .set((row) => ({
      totp_secret: null,
      totp_pending_secret: null,
      updated_at: now,
      credential_version: row("credential_version", "+", 1),
    }))
    .where("id", "=", userId)
    .execute();
}

/**
 * The first proof of an unverified account's address: verified now, its TOTP (active or pending) gone, its
 * credential version raised (a sign-in checked before this opens nothing) and its name due for confirmation.
 * Only while the address is still `email` and unverified; false otherwise.
 */
export async function markAddressFirstProven(db: Db, userId: string, email: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set((row) => ({
      email_verified_at: now,
      totp_secret: null,
      totp_pending_secret: null,
      name_confirmation_due: 1,
      updated_at: now,
      credential_version: row("credential_version", "+", 1),
    }))
    .where("id", "=", userId)
    .where("email", "=", email)
    .where("email_verified_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The owner's own name, confirmed (or corrected) after the first proof of the address. */
export async function confirmUserName(
  db: Db,
  userId: string,
  name: { firstName: string; lastName: string },
  now: number,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ first_name: name.firstName, last_name: name.lastName, name_confirmation_due: 0, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: number): Promise<void> {
  await db
    .updateTable("users")
    .set((row) => ({
      password_hash: passwordHash,
      updated_at: now,
      credential_version: row("credential_version", "+", 1),
    }))
    .where("id", "=", userId)
    .execute();
}

export async function markEmailVerified(db: Db, userId: string, email: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set((row) => ({ email_verified_at: row.fn.coalesce("email_verified_at", row.val(now)), updated_at: now }))
    .where("id", "=", userId)
    .where("email", "=", email)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Moves the account to a new, verified address and raises the credential version (its sign-in name changed).
 * The UNIQUE index on email decides a race with a sign-up or another change: the statement then throws an error
 * that isUniqueViolation recognises, and the caller's transaction rolls back whole.
 */
export async function changeUserEmail(db: Db, userId: string, email: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set((row) => ({
      email,
      email_verified_at: now,
      updated_at: now,
      credential_version: row("credential_version", "+", 1),
    }))
    .where("id", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** What the staff console lists of a customer it found. */
export type UserSummaryRow = Pick<UserRow, "id" | "email" | "first_name" | "last_name" | "totp_secret">;

/**
 * Customers whose email or full name contains `text` (case-insensitive), by email, after the email `afterEmail`
 * (the page's cursor). A scan of the users table: fine for a business bank's customers; a search index is the
 * next step if they number in the millions.
 */
export async function searchUsers(
  db: Db,
  text: string,
  afterEmail: string | undefined,
  limit: number,
): Promise<UserSummaryRow[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "totp_secret"])
    .where((row) =>
      row.or([
        row(sql`lower(${row.ref("email")})`, "like", sql`${pattern} ESCAPE '\\'`),
        row(
          sql`lower(${row.ref("first_name")} || ' ' || ${row.ref("last_name")})`,
          "like",
          sql`${pattern} ESCAPE '\\'`,
        ),
      ]),
    );
  if (afterEmail !== undefined) query = query.where("email", ">", afterEmail);
  return query.orderBy("email").limit(limit).execute();
}
