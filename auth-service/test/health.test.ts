import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { SCHEMA_VERSION } from "../src/db/migrations/runner.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe("GET /api/health", () => {
  it("answers 200 {status: ok} once the database answers", async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: { engine: TEST_ENGINE, reachable: true } });
  });

  it("opens a real SQLite file in WAL mode with every migration applied", async () => {
    testApp = await createTestApp({ databaseUrl: undefined });
    expect(fs.existsSync(path.join(testApp.dataDir, DATABASE_FILE_NAME))).toBe(true);
    // A second connection to the file, beside the app's, as a backup would open it.
    const file = new Database(path.join(testApp.dataDir, DATABASE_FILE_NAME), { readonly: true });
    try {
      expect(file.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(file.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    } finally {
      file.close();
    }
  });

  it("answers an unknown API path with the JSON error shape", async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Not found" });
  });
});
