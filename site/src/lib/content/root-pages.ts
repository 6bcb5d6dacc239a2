// The content published at /<file name>: landing pages, guides and public pages share the site's root, by the rule
// of root-addresses.ts, applied here to the entries of the content layer.
import { getCollection, type CollectionEntry } from "astro:content";
import { codeAddressOf, publishedAtRoot, type RootCollection } from "./root-addresses.ts";

export type RootEntry = CollectionEntry<RootCollection>;

/** The first segment of every address the code serves, from the files in src/pages: "signin", "insights", ... */
function codeAddresses(): Set<string> {
  const files = Object.keys(import.meta.glob(["../../pages/**/*.astro", "../../pages/**/*.ts"]));
  return new Set(files.map((file) => codeAddressOf(file.slice("../../pages/".length))).filter((name) => name !== null));
}

/** The entries of one collection this build publishes at /<id>, after checking every root address is taken once. */
export async function rootEntries<C extends RootCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  const all: RootEntry[] = [
    ...(await getCollection("landing")),
    ...(await getCollection("guides")),
    ...(await getCollection("pages")),
  ];
  return publishedAtRoot(all, codeAddresses()).filter(
    (entry): entry is CollectionEntry<C> => entry.collection === collection,
  );
}
