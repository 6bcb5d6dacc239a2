import { defineProject } from "vitest/config";

// Tests of the deployment tooling: header derivation and the nginx config renderer. The nginx pass itself is e2e.
export default defineProject({
  test: { name: "deploy", include: ["**/*.test.ts"], environment: "node" },
});
