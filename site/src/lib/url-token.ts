// Reads the one-time token a mailed link carries, then drops it from the address bar and history.
/** `parameter` names the query parameter: `token` for most links, `change` for an email change's. */
export function takeTokenFromUrl(parameter = "token"): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(parameter);
  if (token) {
    url.searchParams.delete(parameter);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }
  return token;
}
