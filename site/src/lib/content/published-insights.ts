// The articles that are public: drafts never are, in any build. Newest first.
import { getCollection, type CollectionEntry } from "astro:content";

export type Insight = CollectionEntry<"insights">;

export async function publishedInsights(): Promise<Insight[]> {
  const all = await getCollection("insights", (entry) => !entry.data.draft);
  return all.sort((a, b) => b.data.publishDate.getTime() - a.data.publishDate.getTime());
}
