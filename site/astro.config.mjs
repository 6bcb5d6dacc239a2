import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";

// Canonical URLs come from PUBLIC_SITE_URL; localhost keeps a local build self-consistent.
const site = process.env.PUBLIC_SITE_URL ?? "http://localhost:4321";

// The shared contracts declare zod schemas at module level; without this hint the bundler keeps every schema
// module (and zod, about 26 KB gzipped) in any island that imports a text or a constant from the package.
const contractsAreSideEffectFree = (id) => !id.includes("/packages/contracts/");
// Each contracts schema is made by lazySchema (built on first use in a browser): a schema no page uses is dropped.
const pureFunctions = ["lazySchema"];
// The reduced-motion helper (lib/motion), a few bytes that the header, the cursor, the rotating text and islands
// share, rides in the chunk of the contracts' constants, which every page with the header loads already, rather
// than costing every page a request of its own.
const constantsChunk = {
  name: "constants",
  test: /[\\/](packages[\\/]contracts[\\/]src[\\/]constants|site[\\/]src[\\/]lib[\\/]motion[\\/]reduced-motion)\.ts$/,
};

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "never",
  // Stylesheets are small (under 20 KB for any page): inline, they cost no render-blocking request.
  build: { format: "directory", inlineStylesheets: "always" },
  integrations: [
    react(),
    mdx(),
    sitemap({
      // The not-found page and the signed-in area are not pages to index.
      filter: (page) => !/^\/(404|dashboard|admin)(\/|$)/.test(new URL(page).pathname),
    }),
  ],
  vite: {
    build: {
      rollupOptions: {
        treeshake: { moduleSideEffects: contractsAreSideEffectFree, manualPureFunctions: pureFunctions },
        output: { codeSplitting: { groups: [constantsChunk] } },
      },
    },
  },
});
