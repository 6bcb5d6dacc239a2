// Links to the site's pages in mail, built from PUBLIC_SITE_URL (never from a request's Host header).

/** The link to a site page. */
export function siteLink(siteUrl: string, pagePath: string): string {
  return new URL(pagePath, siteUrl).toString();
}

/** The link to a site page carrying the token (in `?token=`, or the query parameter the page reads). */
export function linkWithToken(siteUrl: string, pagePath: string, token: string, parameter = "token"): string {
  const url = new URL(pagePath, siteUrl);
  url.searchParams.set(parameter, token);
  return url.toString();
}
