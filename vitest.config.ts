import { defineConfig } from "vitest/config";

// Unit and service tests of every package; browser tests live in e2e/ and run under Playwright. How many files run at
// once is each project's own setting (auth-service/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ["packages/*", "auth-service", "auth-service/vitest.postgres.config.ts", "site"],
  },
});
