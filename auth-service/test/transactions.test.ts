// What a request sees while another request's transaction is open: only committed rows, on either engine (on
// SQLite the one connection is shared, so a read must wait its turn rather than look inside the open transaction).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction, type Database } from "../src/db/database.ts";
import { findSession, insertSession } from "../src/db/sessions-store.ts";
import { findUserById, insertUser } from "../src/db/users-store.ts";
import { TEST_ENGINE, openTestDatabase } from "./test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`transactions on ${TEST_ENGINE}`, () => {
  it("a lookup while another transaction has written but not committed sees nothing of it, and after its rollback neither", async () => {
    const { db } = database;
    let written!: () => void;
    const hasWritten = new Promise<void>((resolve) => (written = resolve));
    let finish!: () => void;
    const mayFinish = new Promise<void>((resolve) => (finish = resolve));

    const transaction = inTransaction(db, async (trx) => {
      await insertUser(trx, {
        id: "u-open",
        email: "open@example.com",
        firstName: "Open",
        lastName: "Transaction",
        phoneNumber: "555",
        passwordHash: "x",
        now: 1,
      });
      await insertSession(trx, {
        tokenHash: "h-open",
        userId: "u-open",
        rememberMe: false,
        now: 1,
        expiresAt: 2,
        ip: null,
        userAgent: null,
        factors: ["password"],
      });
      written();
      await mayFinish;
      throw new Error("rolled back on purpose");
    });
    await hasWritten;
    const lookups = Promise.all([findSession(db, "h-open"), findUserById(db, "u-open")]);
    finish();
    await expect(transaction).rejects.toThrow("rolled back on purpose");
    expect(await lookups).toEqual([undefined, undefined]);
  });
});
