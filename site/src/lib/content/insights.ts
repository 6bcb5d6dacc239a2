// The insights a page shows, and how they are grouped: by tag, by author, a page at a time.
// A build shows the live posts only. `./run dev` is the editors' preview: it shows drafts and scheduled posts too,
// each marked (postStatus), so an editor sees a post exactly as it will look before it goes live.
import { getCollection, getEntries, type CollectionEntry } from "astro:content";
import { isLive, tagSlug } from "./post-status.ts";

export type Insight = CollectionEntry<"insights">;
export type Author = CollectionEntry<"authors">;

/** Posts on one page of /insights, of a tag and of an author. */
export const POSTS_PER_PAGE = 12;

/** Whether this build shows posts that are not live: only the editors' preview (`./run dev`) does. */
const PREVIEW = import.meta.env.DEV;

/** The posts this build shows, newest first. */
export async function shownInsights(now = new Date()): Promise<Insight[]> {
  const posts = await getCollection("insights", (entry) => PREVIEW || isLive(entry.data, now));
  return posts.sort((a, b) => b.data.publishDate.getTime() - a.data.publishDate.getTime());
}

/** Every tag of the shown posts, by its URL slug, with the posts that carry it (newest first). */
export function postsByTag(posts: readonly Insight[]): Map<string, { tag: string; posts: Insight[] }> {
  const byTag = new Map<string, { tag: string; posts: Insight[] }>();
  for (const post of posts) {
    for (const tag of post.data.tags) {
      const slug = tagSlug(tag);
      const group = byTag.get(slug) ?? { tag, posts: [] };
      // Two tags of one post with one address ("USDC", "usdc") list it once: it was the last one added.
      if (group.posts.at(-1) !== post) group.posts.push(post);
      byTag.set(slug, group);
    }
  }
  return byTag;
}

/** The authors of the posts, by their id (their file name in content/authors). */
export async function authorsOf(posts: readonly Insight[]): Promise<Map<string, Author>> {
  const ids = [...new Set(posts.map((post) => post.data.author.id))];
  const authors = await getEntries(ids.map((id) => ({ collection: "authors" as const, id })));
  return new Map(authors.map((author) => [author.id, author]));
}

/** The title of one page of a post list: the second page of "Insights" is "Insights, page 2", so no two pages share a
 * title (search results and screen-reader users tell them apart by it). */
export function listTitle(title: string, pageNumber: number): string {
  return pageNumber > 1 ? `${title}, page ${pageNumber}` : title;
}
