// Frontmatter and data schemas of everything editors write in content/. Kept apart from content.config.ts so
// unit tests can check what a bad file is refused for; the two content-layer pieces a schema needs (image() for a
// file beside the entry, reference() to another entry) are passed in by content.config.ts.
import { z } from "astro/zod";
import { tagSlug } from "./post-status.ts";

/** An image with the words a screen reader says for it: no image is published without them. */
function describedImage<Image extends z.ZodType>(image: () => Image) {
  return z.object({ src: image(), alt: z.string().trim().min(1, "every image needs alt text") });
}

export function insightSchema<Image extends z.ZodType, Author extends z.ZodType>(image: () => Image, author: Author) {
  return z.object({
    title: z.string().min(1).max(110),
    description: z.string().min(50).max(200),
    /** The day it goes live: a build before that day leaves it out (a scheduled post). */
    publishDate: z.coerce.date(),
    /** The file name of an author in content/authors, without .yaml. */
    author,
    /** Each tag has a page, /insights/tags/<tag>: its letters or digits make the address. */
    tags: z
      .array(
        z
          .string()
          .trim()
          .refine((tag) => tagSlug(tag) !== "", "a tag needs a letter or a digit"),
      )
      .min(1),
    /** Shown by `./run dev` (marked as a draft), never published. */
    draft: z.boolean().default(false),
    /** Shown at the top of the post and on its card: a file beside the post, with its alt text. */
    cover: describedImage(image).optional(),
    /** Social-share image: a path of a file in site/public, such as /social/usdc-payroll.png. */
    image: z.string().startsWith("/").optional(),
  });
}

export const authorSchema = z.object({
  name: z.string().min(1),
  /** Their title, shown beside their name. */
  role: z.string().min(1),
  /** A sentence or two for their page. */
  bio: z.string().min(1).optional(),
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
