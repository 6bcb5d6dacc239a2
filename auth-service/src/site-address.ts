// What can be told at start about PUBLIC_SITE_URL: whether passkeys can work at that address at all, and, when this
// process is the site's front door (it serves the pages, no proxy before it), whether the address is its own.
// The service takes its passkeys' relying party and its mail links from PUBLIC_SITE_URL (src/auth/passkeys.ts,
// src/auth/one-time-token.ts), so a wrong one fails quietly: every passkey prompt refused, every link elsewhere.
import net from "node:net";
import ipaddr from "ipaddr.js";

export interface SiteAddressFacts {
  /** PUBLIC_SITE_URL, or its default (src/config.ts). */
  siteUrl: string;
  /** The port this process listens on: the one it got when PORT was 0. */
  port: number;
  /** HOST, the address it listens on. */
  host: string;
  /** It serves the built site itself (SITE_DIR), so the pages come from its own origin. */
  servesSite: boolean;
  /** TRUSTED_PROXIES is set: a proxy before it may publish the site on another host or port. */
  behindProxy: boolean;
}

export type SiteAddressProblem = "ip-address" | "not-secure" | "not-this-process" | "host-not-loopback";

export interface SiteAddressWarning {
  problem: SiteAddressProblem;
  message: string;
}

/** The URL's host without an IPv6 literal's brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
}

function parsedIp(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // net.isIP takes the plain notations only; ipaddr.js alone would also read "1" or "0x7f.1" as addresses.
  if (net.isIP(text) === 0) return null;
  // IPv4 in IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  return ipaddr.process(text);
}

/** localhost and its subdomains: browsers resolve them to the loopback and treat them as secure over http. */
function isLocalhostName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

function isLoopbackHost(host: string): boolean {
  return isLocalhostName(host) || parsedIp(host)?.range() === "loopback";
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/** The warnings to log at start; none for the default `./run start` (http://localhost:4321 on 127.0.0.1:4321). */
export function siteAddressWarnings(facts: SiteAddressFacts): SiteAddressWarning[] {
  const url = new URL(facts.siteUrl);
  const host = bareHost(url);
  const own = `http://localhost:${facts.port}`;
  const warnings: SiteAddressWarning[] = [];

  const ip = parsedIp(host);
  if (ip) {
    // WebAuthn's relying party ID must be a domain; no browser accepts an IP address, loopback included.
    const instead = ip.range() === "loopback" ? `such as ${own}` : `that names ${host}`;
    warnings.push({
      problem: "ip-address",
      message:
        `PUBLIC_SITE_URL (${facts.siteUrl}) is an IP address: browsers allow passkeys only on a host name, so ` +
        `no passkey can be added or used there. Set PUBLIC_SITE_URL to a host name ${instead}.`,
    });
  } else if (url.protocol === "http:" && !isLocalhostName(host)) {
    // WebAuthn exists only in a secure context: https, or http on localhost.
    warnings.push({
      problem: "not-secure",
      message:
        `PUBLIC_SITE_URL (${facts.siteUrl}) is plain http on ${host}: browsers allow passkeys only over https ` +
        `(or on localhost), so no passkey can be added or used there. Serve the site over https.`,
    });
  }

  // Only where this process is the front door can it tell that an address on this machine is not its own.
  if (!facts.servesSite || facts.behindProxy || !isLoopbackHost(host)) return warnings;

  if (url.protocol !== "http:" || portOf(url) !== facts.port) {
    warnings.push({
      problem: "not-this-process",
      message:
        `PUBLIC_SITE_URL (${facts.siteUrl}) is not where this service answers (http on port ${facts.port}): ` +
        `links in mail and passkeys point elsewhere. Set PUBLIC_SITE_URL=${own} (unset, it follows PORT).`,
    });
  }
  const listening = parsedIp(facts.host.replace(/^\[(.*)\]$/, "$1"));
  if (listening && listening.range() !== "loopback" && listening.range() !== "unspecified") {
    warnings.push({
      problem: "host-not-loopback",
      message:
        `HOST=${facts.host} listens on that address only, but PUBLIC_SITE_URL (${facts.siteUrl}) is on this ` +
        `machine's loopback: links in mail will not reach the service. Set HOST=127.0.0.1, or PUBLIC_SITE_URL ` +
        `to a host name of ${facts.host}.`,
    });
  }
  return warnings;
}
