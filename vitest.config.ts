import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit and service tests of every package; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: ["packages/*", "auth-service", "auth-service/vitest.postgres.config.ts", "site"],
    // A worker per core, not vitest's one fewer: the service tests wait on the servers and databases they start, so
    // on the 2-core runner a second worker took the whole run from about 685 s to 409 s.
    maxWorkers: os.availableParallelism(),
  },
});
