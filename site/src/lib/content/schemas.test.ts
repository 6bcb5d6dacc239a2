import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { insightSchema } from "./schemas.ts";

// The content layer's image() and reference() stand in as plain strings: what they check is Astro's, not ours.
const schema = insightSchema(() => z.string(), z.string());

const valid = {
  title: "Paying suppliers in USDC",
  description: "How a US business can pay overseas suppliers in a dollar stablecoin, and what it costs to do so.",
  publishDate: "2026-03-02",
  author: "elena-park",
  tags: ["USDC", "Payments"],
};

describe("insight frontmatter", () => {
  it("accepts a complete article and defaults draft to false", () => {
    const parsed = schema.parse(valid);
    expect(parsed.draft).toBe(false);
    expect(parsed.publishDate).toBeInstanceOf(Date);
  });

  it("refuses an article without a title, a date it can read, an author or tags", () => {
    expect(schema.safeParse({ ...valid, title: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...valid, publishDate: "not a date" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, author: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...valid, tags: [] }).success).toBe(false);
  });

  it("accepts a cover with its alt text and refuses one without, or with only spaces", () => {
    expect(schema.parse({ ...valid, cover: { src: "./post/cover.jpg", alt: "A chart" } }).cover?.alt).toBe("A chart");
    expect(schema.safeParse({ ...valid, cover: { src: "./post/cover.jpg" } }).success).toBe(false);
    const blank = schema.safeParse({ ...valid, cover: { src: "./post/cover.jpg", alt: "   " } });
    expect(blank.success).toBe(false);
    expect(JSON.stringify(blank.error?.issues)).toContain("every image needs alt text");
  });

  it("refuses a tag that would make no address", () => {
    expect(schema.safeParse({ ...valid, tags: ["USDC", "¿?"] }).success).toBe(false);
  });
});
