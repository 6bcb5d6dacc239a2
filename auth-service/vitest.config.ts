import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "auth-service", include: ["test/**/*.test.ts"], environment: "node" },
});
