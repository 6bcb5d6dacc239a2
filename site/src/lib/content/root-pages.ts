// The content published at /<file name>: landing pages, guides and public pages share the site's root, so a file
// name is an address. Two files wanting one address, or a file taking an address the code already serves (/signin,
// /insights ...), stop the build naming them; Astro alone would only warn and drop one.
// A public page with a file of its own in src/pages (help-center.astro shows the page with a search box) is served by
// that file, on purpose, so it is left out of [page].astro.
import { getCollection, type CollectionEntry } from "astro:content";

type RootCollection = "landing" | "guides" | "pages";
export type RootEntry = CollectionEntry<RootCollection>;

const FOLDERS: Record<RootCollection, string> = {
  landing: "landing/*.yaml",
  guides: "guides/*.mdx",
  pages: "pages/*.mdx",
};

/** The first segment of every address the code serves, from the files in src/pages: "signin", "insights", ... */
function codeAddresses(): Set<string> {
  const files = Object.keys(import.meta.glob(["../../pages/**/*.astro", "../../pages/**/*.ts"]));
  return new Set(
    files
      .map((file) =>
        file
          .slice("../../pages/".length)
          .split("/")[0]!
          .replace(/\.(astro|ts)$/, ""),
      )
      .filter((name) => !name.startsWith("[")),
  );
}

function fileOf(entry: RootEntry): string {
  return FOLDERS[entry.collection].replace("*", entry.id);
}

/** The entries of one collection this build publishes at /<id>, after checking every root address is taken once. */
export async function rootEntries<C extends RootCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  const taken = codeAddresses();
  const owners = new Map<string, RootEntry>();
  const all: RootEntry[] = [
    ...(await getCollection("landing")),
    ...(await getCollection("guides")),
    ...(await getCollection("pages")),
  ];
  const published = all.filter((entry) => {
    if (!taken.has(entry.id)) return true;
    if (entry.collection === "pages") return false; // shown by its own file in src/pages
    throw new Error(`${fileOf(entry)}: the address /${entry.id} belongs to a page of the code; rename the file`);
  });
  for (const entry of published) {
    const owner = owners.get(entry.id);
    if (owner) throw new Error(`${fileOf(owner)} and ${fileOf(entry)} both want the address /${entry.id}; rename one`);
    owners.set(entry.id, entry);
  }
  return published.filter((entry): entry is CollectionEntry<C> => entry.collection === collection);
}
