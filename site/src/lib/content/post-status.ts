// Whether a post is live, a draft or scheduled: plain facts of its frontmatter and the build's day, so unit tests
// need no content layer.

export type PostStatus = "live" | "draft" | "scheduled";

interface Publishing {
  draft: boolean;
  publishDate: Date;
}

/** Live in a build made at `now`: not a draft, and its day has come (a scheduled post appears on the first build
 * after its date). */
export function isLive(post: Publishing, now: Date): boolean {
  return postStatus(post, now) === "live";
}

export function postStatus({ draft, publishDate }: Publishing, now: Date): PostStatus {
  if (draft) return "draft";
  return publishDate.getTime() > now.getTime() ? "scheduled" : "live";
}

/** A tag's URL segment: "Business Banking" is business-banking, "USDC" is usdc. */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
