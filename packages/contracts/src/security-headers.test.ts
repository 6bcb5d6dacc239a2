import { describe, expect, it } from "vitest";
import * as contracts from "./index.ts";
import { isApiPath, siteContentSecurityPolicy } from "./security-headers.ts";

describe("the security-header policy", () => {
  it("tells the API's requests from the site's", () => {
    for (const url of ["/api", "/api/health", "/api?probe=1"]) expect(isApiPath(url), url).toBe(true);
    for (const url of ["/", "/apiary", "/insights/api", "/help-center?q=/api/"])
      expect(isApiPath(url), url).toBe(false);
  });

  it("writes one policy whatever order the pages' scripts were found in, so nginx and the service agree", () => {
    const policy = (hashes: string[]) => siteContentSecurityPolicy({ inlineScriptHashes: hashes, loadsGtag: false });
    expect(policy(["sha256-b", "sha256-a"])).toBe(policy(["sha256-a", "sha256-b"]));
    expect(policy(["sha256-b", "sha256-a"])).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';");
  });

  it("is left out of the package's index, so no browser bundle carries it", () => {
    expect(Object.keys(contracts)).not.toContain("siteContentSecurityPolicy");
    expect(Object.keys(contracts)).not.toContain("API_HEADERS");
  });
});
