// The content collections editors write in content/ (outside site/, so words change without touching code).
// CONTENT_DIR lets a test point the build at a copy of the content.
import { defineCollection, reference } from "astro:content";
import { glob } from "astro/loaders";
import { authorSchema, insightSchema, landingSchema, pageSchema } from "./lib/content/schemas.ts";

const contentDir = process.env.CONTENT_DIR ?? "../content";

const insights = defineCollection({
  loader: glob({ pattern: "*.mdx", base: `${contentDir}/insights` }),
  schema: ({ image }) => insightSchema(image, reference("authors")),
});

const authors = defineCollection({
  loader: glob({ pattern: "*.yaml", base: `${contentDir}/authors` }),
  schema: authorSchema,
});

const landing = defineCollection({
  loader: glob({ pattern: "*.yaml", base: `${contentDir}/landing` }),
  schema: landingSchema,
});

const guides = defineCollection({
  loader: glob({ pattern: "*.mdx", base: `${contentDir}/guides` }),
  schema: pageSchema,
});

const pages = defineCollection({
  loader: glob({ pattern: "*.mdx", base: `${contentDir}/pages` }),
  schema: pageSchema,
});

export const collections = { insights, authors, landing, guides, pages };
