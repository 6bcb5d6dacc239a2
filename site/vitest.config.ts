import { defineProject } from "vitest/config";

export default defineProject({
  // "react" is Preact's React layer, as in the build (astro.config.mjs).
  resolve: { alias: { react: "preact/compat", "react-dom": "preact/compat" } },
  test: {
    name: "site",
    include: ["src/**/*.test.ts", "integrations/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Files share a worker's modules (84 files in 8 s rather than 38), so a test that changes a store or the timers
    // puts them back.
    isolate: false,
    // As in every project: vitest refuses projects that keep modules between files yet differ in workers.
    maxWorkers: "100%",
  },
});
