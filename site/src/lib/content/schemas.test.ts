import { describe, expect, it } from "vitest";
import { insightSchema } from "./schemas.ts";

const valid = {
  title: "Paying suppliers in USDC",
  description: "How a US business can pay overseas suppliers in a dollar stablecoin, and what it costs to do so.",
  publishDate: "2026-03-02",
  author: "Meridian Business Treasury Team",
  tags: ["USDC", "Payments"],
};

describe("insight frontmatter", () => {
  it("accepts a complete article and defaults draft to false", () => {
    const parsed = insightSchema.parse(valid);
    expect(parsed.draft).toBe(false);
    expect(parsed.publishDate).toBeInstanceOf(Date);
  });

  it("refuses an article without a title, a date it can read, or tags", () => {
    expect(insightSchema.safeParse({ ...valid, title: undefined }).success).toBe(false);
    expect(insightSchema.safeParse({ ...valid, publishDate: "not a date" }).success).toBe(false);
    expect(insightSchema.safeParse({ ...valid, tags: [] }).success).toBe(false);
  });
});
