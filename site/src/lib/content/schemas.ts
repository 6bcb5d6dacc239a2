// Frontmatter and data schemas of everything editors write in content/. Kept apart from content.config.ts so
// unit tests can check what a bad file is refused for.
import { z } from "astro/zod";

export const insightSchema = z.object({
  title: z.string().min(1).max(110),
  description: z.string().min(50).max(200),
  publishDate: z.coerce.date(),
  author: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
  draft: z.boolean().default(false),
  /** Social-share image: a path of a file in site/public, such as /social/usdc-payroll.png. */
  image: z.string().startsWith("/").optional(),
});

const faqEntry = z.object({ question: z.string().min(1), answer: z.string().min(1) });

export const landingSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(200),
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  /** Shows the crypto disclaimer beside the content, not only in the footer. */
  promotesCrypto: z.boolean().default(false),
  sections: z
    .array(z.object({ heading: z.string().min(1), body: z.string().min(1), points: z.array(z.string()).default([]) }))
    .min(1),
  faq: z.array(faqEntry).default([]),
  related: z.array(z.object({ label: z.string(), href: z.string().startsWith("/") })).default([]),
});

export const pageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(200),
  heading: z.string().min(1),
  lead: z.string().min(1),
  promotesCrypto: z.boolean().default(false),
  updated: z.coerce.date().optional(),
});
