// The rule of the site's root: landing pages, guides and public pages are published at /<file name>, so a file name
// is an address, taken once. Plain facts of file names, so the build can check them before it starts (see
// integrations/content-checks.ts) and the pages that list the entries (root-pages.ts) apply the same rule.

export type RootCollection = "landing" | "guides" | "pages";

/** A file of content/ published at the root: its collection and its id (its file name without the extension). */
export interface RootFile {
  collection: RootCollection;
  id: string;
}

/** Each collection's files, as content/ holds them. */
export const ROOT_FOLDERS: Record<RootCollection, { folder: string; extension: string }> = {
  landing: { folder: "landing", extension: ".yaml" },
  guides: { folder: "guides", extension: ".mdx" },
  pages: { folder: "pages", extension: ".mdx" },
};

export function fileOf({ collection, id }: RootFile): string {
  const { folder, extension } = ROOT_FOLDERS[collection];
  return `${folder}/${id}${extension}`;
}

/**
 * The files published at the root, given the addresses the code serves itself (`codeAddresses`: "signin",
 * "insights", ...). A public page whose address the code serves is shown by that code's file, on purpose
 * (help-center.astro shows its page with a search box), so it is left out. Any other file at a code address, or two
 * files at one address, throw naming them: Astro alone would only warn and drop one.
 */
export function publishedAtRoot<File extends RootFile>(
  files: readonly File[],
  codeAddresses: ReadonlySet<string>,
): File[] {
  const owners = new Map<string, File>();
  const published = files.filter((file) => {
    if (!codeAddresses.has(file.id)) return true;
    if (file.collection === "pages") return false;
    throw new Error(`${fileOf(file)}: the address /${file.id} belongs to a page of the code; rename the file`);
  });
  for (const file of published) {
    const owner = owners.get(file.id);
    if (owner) throw new Error(`${fileOf(owner)} and ${fileOf(file)} both want the address /${file.id}; rename one`);
    owners.set(file.id, file);
  }
  return published;
}

/** The first segment of an address a file of src/pages serves ("signin.astro", "insights/[slug].astro"), or null
 * for a file whose first segment is a parameter ("[page].astro", the root's own content). */
export function codeAddressOf(pagePath: string): string | null {
  const first = pagePath.split("/")[0]!.replace(/\.(astro|ts)$/, "");
  return first.startsWith("[") ? null : first;
}
