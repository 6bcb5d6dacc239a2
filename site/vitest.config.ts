import path from "node:path";
import { defineProject } from "vitest/config";

// "react" is Preact's React layer with the site's own rules, as in the build (astro.config.mjs).
const react = path.resolve(import.meta.dirname, "src/lib/preact/react.ts");

export default defineProject({
  resolve: {
    alias: [
      { find: /^react(-dom)?$/, replacement: react },
      { find: /^react(-dom)?\//, replacement: "preact/compat/" },
    ],
  },
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
