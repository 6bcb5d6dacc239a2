// The RSS feed of published insights, newest first.
import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { BRAND_NAME } from "../../consts.ts";
import { authorsOf, shownInsights } from "../../lib/content/insights.ts";

export async function GET(context: APIContext) {
  const articles = await shownInsights();
  const authors = await authorsOf(articles);
  return rss({
    title: `${BRAND_NAME} Insights`,
    description: "Articles on business banking, stablecoins, crypto treasury and payments.",
    site: context.site ?? "http://localhost:4321",
    // The site's URLs have no trailing slash (astro.config.mjs trailingSlash: "never").
    trailingSlash: false,
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.description,
      pubDate: article.data.publishDate,
      author: authors.get(article.data.author.id)?.data.name,
      categories: article.data.tags,
      link: `/insights/${article.id}`,
    })),
  });
}
