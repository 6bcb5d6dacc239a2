import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "site",
    include: ["src/**/*.test.ts", "integrations/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
