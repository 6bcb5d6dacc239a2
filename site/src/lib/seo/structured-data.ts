// JSON-LD objects for search engines: the organisation on every page, the FAQ of the home page, articles.
import { OPENING_HOURS, SUPPORT_PHONE } from "@bank/contracts";
import { BRAND_NAME, PARTNER_BANK } from "../../consts.ts";

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(site: URL): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    name: BRAND_NAME,
    url: site.href,
    logo: new URL("/favicon.svg", site).href,
    description: "Business banking for US companies in USD, USDC, BTC and ETH.",
    areaServed: "US",
    telephone: SUPPORT_PHONE.dial,
    // schema.org's way of writing OPENING_HOURS, whose days are Monday to Friday.
    openingHours: `Mo-Fr ${OPENING_HOURS.opens}-${OPENING_HOURS.closes}`,
    parentOrganization: { "@type": "BankOrCreditUnion", name: PARTNER_BANK },
  };
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  author: string;
  publishDate: Date;
  url: URL;
}

export function articleJsonLd(article: ArticleFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    author: { "@type": "Person", name: article.author },
    datePublished: article.publishDate.toISOString(),
    mainEntityOfPage: article.url.href,
    publisher: { "@type": "Organization", name: BRAND_NAME },
  };
}

/** JSON for a script element: `<` is escaped so no text inside can close the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
