// What a post offers to read next: plain facts of the posts' frontmatter, so unit tests need no content layer.
import { tagSlug } from "./post-status.ts";

/** Posts offered at the end of a post: one row of cards on a wide screen. */
export const READ_NEXT_COUNT = 3;

interface Listed {
  id: string;
  data: { tags: readonly string[]; publishDate: Date };
}

/** Posts a post offers to read next: the ones sharing most of its tags first (tags compared by their address, so
 * "USDC" and "usdc" are one), then the newest; other posts fill the list when too few share a tag, so no post ends
 * with nothing to read. */
export function relatedPosts<Post extends Listed>(post: Post, posts: readonly Post[], count: number): Post[] {
  const tags = new Set(post.data.tags.map(tagSlug));
  const shared = (other: Post) => new Set(other.data.tags.map(tagSlug).filter((tag) => tags.has(tag))).size;
  return posts
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || b.other.data.publishDate.getTime() - a.other.data.publishDate.getTime())
    .slice(0, count)
    .map(({ other }) => other);
}
