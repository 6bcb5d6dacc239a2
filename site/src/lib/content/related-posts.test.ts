import { describe, expect, it } from "vitest";
import { relatedPosts } from "./related-posts.ts";

function post(id: string, tags: string[], day: string) {
  return { id, data: { tags, publishDate: new Date(day) } };
}

const reading = post("reading", ["USDC", "Payments", "Treasury"], "2026-06-01");
const posts = [
  reading,
  post("one-tag-new", ["Treasury"], "2026-09-01"),
  post("two-tags", ["usdc", "Payments"], "2026-01-01"),
  post("no-tag-newest", ["Cards"], "2026-10-01"),
  post("one-tag-old", ["Payments"], "2025-01-01"),
  post("no-tag-old", ["Security"], "2024-01-01"),
];

describe("related posts", () => {
  it("come by the number of tags they share, then newest first, and never include the post itself", () => {
    expect(relatedPosts(reading, posts, 3).map((each) => each.id)).toEqual(["two-tags", "one-tag-new", "one-tag-old"]);
  });

  it("fill up with the newest other posts when too few share a tag", () => {
    expect(relatedPosts(reading, posts, 5).map((each) => each.id)).toEqual([
      "two-tags",
      "one-tag-new",
      "one-tag-old",
      "no-tag-newest",
      "no-tag-old",
    ]);
  });

  it("are none when the post is the only one", () => {
    expect(relatedPosts(reading, [reading], 3)).toEqual([]);
  });
});
