// Instances starting together on one empty database: each runs the migrations at start, and they must take
// turns (an advisory lock on PostgreSQL, the write lock on SQLite) so that every one of them starts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database.ts";
import { insertUser } from "../src/db/users-store.ts";
import { emptyDatabaseUrl, TEST_ENGINE } from "./test-database.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-migrations-"));
const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`migrations on ${TEST_ENGINE}`, () => {
  it("six instances opening one empty database at once all start, on one schema", async () => {
    const databaseUrl = await emptyDatabaseUrl();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => openDatabase({ dataDir, databaseUrl })));
    for (const result of results) if (result.status === "fulfilled") opened.push(result.value);
    expect(results.map((result) => result.status)).toEqual(Array(6).fill("fulfilled"));

    // Every instance sees the whole schema: a user written through one is read through the others.
    const user = { id: "u-1", email: "first@example.com", firstName: "Ada", lastName: "Byron" };
    expect(await insertUser(opened[0]!.db, { ...user, phoneNumber: "555", passwordHash: "x", now: 1 })).toBe(true);
    for (const database of opened) {
      const row = await database.db.selectFrom("users").select("email").where("id", "=", "u-1").executeTakeFirst();
      expect(row?.email).toBe(user.email);
    }
  });
});
