import { describe, expect, it } from "vitest";
import { isLive, postStatus, tagSlug } from "./post-status.ts";

const now = new Date("2026-11-24T09:00:00Z");

describe("post status", () => {
  it("a post dated today or before is live; a draft never is, whatever its date", () => {
    expect(postStatus({ draft: false, publishDate: new Date("2026-11-24") }, now)).toBe("live");
    expect(postStatus({ draft: false, publishDate: new Date("2025-01-01") }, now)).toBe("live");
    expect(postStatus({ draft: true, publishDate: new Date("2025-01-01") }, now)).toBe("draft");
  });

  it("a post dated after the build's day is scheduled, and live on the first build of its day", () => {
    const post = { draft: false, publishDate: new Date("2026-11-25") };
    expect(postStatus(post, now)).toBe("scheduled");
    expect(isLive(post, now)).toBe(false);
    expect(isLive(post, new Date("2026-11-25T00:00:01Z"))).toBe(true);
  });
});

describe("tag addresses", () => {
  it("are lower case words joined by hyphens", () => {
    expect(tagSlug("USDC")).toBe("usdc");
    expect(tagSlug("Business Banking")).toBe("business-banking");
    expect(tagSlug("  Spend & Control ")).toBe("spend-control");
    expect(tagSlug("Café")).toBe("cafe");
    expect(tagSlug("?!")).toBe("");
  });
});
