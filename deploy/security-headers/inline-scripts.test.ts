import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspHash, scriptsOfPage } from "./inline-scripts.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("scriptsOfPage", () => {
  it("hashes classic and module inline scripts byte for byte, whitespace included", () => {
    const html = `<script>a()</script><SCRIPT type="module">\n  b()\n</SCRIPT ><script type='text/javascript'>c()</script>`;
    expect([...scriptsOfPage(html).inlineScriptHashes].sort()).toEqual(
      [sha256("a()"), sha256("\n  b()\n"), sha256("c()")].sort(),
    );
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(cspHash("greet('Grüße €')")).toBe(sha256("greet('Grüße €')"));
  });

  it("leaves out data blocks and scripts with a src", () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script><script src="/_astro/a.js"></script>`;
    expect(scriptsOfPage(html).inlineScriptHashes.size).toBe(0);
  });

  it("is not fooled by a '>' inside a quoted attribute", () => {
    const html = `<script data-note="a > b">real()</script>`;
    expect([...scriptsOfPage(html).inlineScriptHashes]).toEqual([sha256("real()")]);
  });

  it("collects the origins of external scripts, protocol-relative ones included", () => {
    const html = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><script src="//cdn.example.com/x.js"></script><script src="/_astro/a.js"></script>`;
    expect([...scriptsOfPage(html).externalScriptOrigins].sort()).toEqual([
      "https://cdn.example.com",
      "https://www.googletagmanager.com",
    ]);
  });
});
