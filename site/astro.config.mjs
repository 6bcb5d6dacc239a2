import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

// Canonical URLs come from PUBLIC_SITE_URL; localhost keeps a local build self-consistent.
const site = process.env.PUBLIC_SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "never",
  build: { format: "directory" },
  integrations: [react(), mdx()],
});
