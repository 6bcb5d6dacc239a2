import { defineProject } from "vitest/config";

export default defineProject({
  // Tests hash real passwords (argon2id, ~20 ms each) on a shared 2-core machine: allow time, not flakiness.
  test: { name: "auth-service", include: ["test/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
