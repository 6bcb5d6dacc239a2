import { BRAND_NAME } from "../consts.ts";

/** The document title of a page: its own title, then the brand; the home page is the brand alone first. */
export function pageTitle(title: string | undefined): string {
  if (!title || title === BRAND_NAME) return BRAND_NAME;
  return `${title} | ${BRAND_NAME}`;
}
