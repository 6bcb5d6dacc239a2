// The one list of the site's routes (public pages, account screens, dashboard),
// plus every published insights post read from content/insights.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const STATIC_PUBLIC_ROUTES = [
  "/",
  "/features-demo",
  "/security",
  "/contact",
  "/products",
  "/about",
  "/help-center",
  "/privacy-policy",
  "/work",
  "/terms",
  "/identity-verification",
  "/business-banking",
  "/commercial-banking",
  "/crypto-banking",
  "/usdc-banking",
  "/cryptocurrency-business-account",
  "/blockchain-banking",
  "/digital-banking",
  "/fintech-banking",
  "/business-banking-guide",
  "/usdc-banking-guide",
  "/insights",
] as const;

/** Account screens anyone may open. */
export const PUBLIC_ACCOUNT_ROUTES = [
  "/signin",
  "/signup",
  "/forgot-password",
  "/email-verification",
  "/cards",
] as const;

/** The signed-in area: served to anyone (then sent on to /signin), never indexed, not in the sitemap. */
export const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/dashboard/accounts",
  "/dashboard/analytics",
  "/dashboard/payments",
  "/dashboard/payments/new",
  "/dashboard/crypto",
  "/dashboard/cards",
  "/dashboard/activity",
  "/dashboard/invoices",
  "/dashboard/settings",
  "/dashboard/team",
  "/dashboard/team/approval-rules",
  "/admin",
  "/admin/customers",
  "/admin/audit",
  "/admin/applications",
  "/admin/staff",
  "/admin/business",
] as const;

/** Pages anyone opens from a mailed link with a token: never indexed, not in the sitemap, disallowed to robots. */
export const TOKEN_LINK_ROUTES = ["/invitations"] as const;

const insightsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/insights");

export interface PostFile {
  slug: string;
  draft: boolean;
  publishDate: string;
  /** The author's file name in content/authors. */
  author: string;
  tags: string[];
  /** Whether it has a cover image (the heaviest kind of post to load). */
  cover: boolean;
}

/** Every article file with the frontmatter facts the tests compare against. */
export function insightFiles(): PostFile[] {
  return fs
    .readdirSync(insightsDir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const text = fs.readFileSync(path.join(insightsDir, name), "utf8");
      const frontmatter = text.split("---")[1] ?? "";
      return {
        slug: name.replace(/\.mdx$/, ""),
        draft: /^draft:\s*true\s*$/m.test(frontmatter),
        publishDate: /^publishDate:\s*(\S+)/m.exec(frontmatter)?.[1] ?? "",
        author: /^author:\s*(\S+)/m.exec(frontmatter)?.[1] ?? "",
        tags: (/^tags:\s*\[(.*)\]/m.exec(frontmatter)?.[1] ?? "").split(",").map((tag) => tag.trim()),
        cover: /^cover:/m.test(frontmatter),
      };
    });
}

/** The posts a build made today publishes: not drafts, dated today or before; newest first. */
export function livePosts(): PostFile[] {
  const today = new Date().toISOString().slice(0, 10);
  return insightFiles()
    .filter((post) => !post.draft && post.publishDate <= today)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}

export const publishedPostRoutes = (): string[] => livePosts().map((post) => `/insights/${post.slug}`);

export const draftPostRoutes = (): string[] =>
  insightFiles()
    .filter((post) => post.draft)
    .map((post) => `/insights/${post.slug}`);

export const allPublicRoutes = (): string[] => [
  ...STATIC_PUBLIC_ROUTES,
  ...PUBLIC_ACCOUNT_ROUTES,
  ...publishedPostRoutes(),
];
