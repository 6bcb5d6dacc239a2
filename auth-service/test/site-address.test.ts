// PUBLIC_SITE_URL's default follows PORT (src/config.ts), and the warnings logged at start (src/site-address.ts):
// an address where passkeys cannot work, and one on this machine that is not where the service answers.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { siteAddressWarnings, type SiteAddressFacts } from "../src/site-address.ts";

describe("PUBLIC_SITE_URL's default", () => {
  it("is localhost on PORT, so mail links and passkeys follow the port the service serves on", () => {
    expect(loadConfig({ PORT: "45200" }).siteUrl).toBe("http://localhost:45200");
  });

  it("is http://localhost:4321 with neither set, as ./run start serves", () => {
    expect(loadConfig({}).siteUrl).toBe("http://localhost:4321");
  });

  it("is localhost:4321 when PORT is 0, whose port is known only once listening", () => {
    expect(loadConfig({ PORT: "0" }).siteUrl).toBe("http://localhost:4321");
  });

  it("is what PUBLIC_SITE_URL says when set, whatever the port", () => {
    expect(loadConfig({ PORT: "45200", PUBLIC_SITE_URL: "https://bank.example" }).siteUrl).toBe("https://bank.example");
  });
});

/** `./run start` with nothing set: the site at localhost:4321, served by this process on 127.0.0.1:4321. */
const START: SiteAddressFacts = {
  siteUrl: "http://localhost:4321",
  port: 4321,
  host: "127.0.0.1",
  servesSite: true,
  behindProxy: false,
};

const problems = (facts: Partial<SiteAddressFacts>) =>
  siteAddressWarnings({ ...START, ...facts }).map((warning) => warning.problem);

describe("siteAddressWarnings", () => {
  it("says nothing for the default ./run start, nor for PORT alone now that the default follows it", () => {
    expect(siteAddressWarnings(START)).toEqual([]);
    expect(problems({ siteUrl: loadConfig({ PORT: "45200" }).siteUrl, port: 45200 })).toEqual([]);
    expect(problems({ siteUrl: "http://localhost:4321/", host: "::1" })).toEqual([]);
    expect(problems({ siteUrl: "http://bank.localhost:4321", host: "0.0.0.0" })).toEqual([]);
  });

  it("says nothing for a production host name behind a proxy, or served by a CDN", () => {
    expect(problems({ siteUrl: "https://bank.example", port: 4321, host: "0.0.0.0", behindProxy: true })).toEqual([]);
    expect(problems({ siteUrl: "https://bank.example", port: 4321, host: "0.0.0.0", servesSite: false })).toEqual([]);
    expect(problems({ siteUrl: "https://bank.example", port: 4321, host: "10.0.0.5" })).toEqual([]);
  });

  it("warns that an IP address cannot hold passkeys, v4 and v6, suggesting localhost on the port served", () => {
    const [warning, ...others] = siteAddressWarnings({ ...START, siteUrl: "http://127.0.0.1:4321" });
    expect(others).toEqual([]);
    expect(warning).toEqual({ problem: "ip-address", message: expect.stringContaining("http://localhost:4321") });
    expect(warning!.message).toContain("PUBLIC_SITE_URL (http://127.0.0.1:4321) is an IP address");
    expect(problems({ siteUrl: "http://[::1]:4321" })).toEqual(["ip-address"]);
    expect(problems({ siteUrl: "https://192.0.2.10", servesSite: false })).toEqual(["ip-address"]);
    expect(problems({ siteUrl: "https://[2001:db8::1]", behindProxy: true })).toEqual(["ip-address"]);
  });

  it("warns that plain http on a host other than localhost is not a secure context", () => {
    const warnings = siteAddressWarnings({ ...START, siteUrl: "http://bank.example", behindProxy: true });
    expect(warnings).toEqual([{ problem: "not-secure", message: expect.stringContaining("https") }]);
    expect(problems({ siteUrl: "http://intranet:8080", servesSite: false })).toEqual(["not-secure"]);
  });

  it("warns when a loopback address's port is not the one served, naming the variable and the right value", () => {
    const warnings = siteAddressWarnings({ ...START, port: 45200 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.problem).toBe("not-this-process");
    expect(warnings[0]!.message).toContain("PUBLIC_SITE_URL=http://localhost:45200");
    expect(problems({ siteUrl: "http://localhost", port: 45200 })).toEqual(["not-this-process"]);
    expect(problems({ siteUrl: "https://localhost:4321" })).toEqual(["not-this-process"]);
    expect(problems({ siteUrl: "http://127.0.0.1:4321", port: 45200 })).toEqual(["ip-address", "not-this-process"]);
  });

  it("does not guess where a proxy or another server publishes the site", () => {
    expect(problems({ siteUrl: "http://localhost:8080", behindProxy: true })).toEqual([]);
    expect(problems({ siteUrl: "http://localhost:8080", servesSite: false })).toEqual([]);
  });

  it("warns when HOST listens on one outside address only while the site is on the loopback", () => {
    expect(problems({ host: "192.0.2.10" })).toEqual(["host-not-loopback"]);
    expect(problems({ host: "0.0.0.0" })).toEqual([]);
    expect(problems({ host: "::" })).toEqual([]);
    expect(problems({ host: "127.0.0.2" })).toEqual([]);
    expect(problems({ host: "my-laptop" })).toEqual([]);
  });
});
