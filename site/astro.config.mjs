import path from "node:path";
import mdx from "@astrojs/mdx";
import preact from "@astrojs/preact";
import { satteri } from "@astrojs/markdown-satteri";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";
import { contentChecks } from "./integrations/content-checks.ts";

// Canonical URLs come from PUBLIC_SITE_URL; localhost keeps a local build self-consistent.
const site = process.env.PUBLIC_SITE_URL ?? "http://localhost:4321";

// CONTENT_DIR points a build at a copy of content/ (the tests do). Such a build keeps its content cache beside the
// copy: Astro's cache keeps an entry's file path while its text is unchanged, so a shared cache would send the next
// build of the real content to the copy's files.
const contentCopy = process.env.CONTENT_DIR;

// What editors write in content/ is checked as it builds: images need alt text, internal links must lead somewhere.
const checks = contentChecks(contentCopy ?? "../content");

// The shared contracts declare zod schemas at module level; without this hint the bundler keeps every schema
// module (and zod, about 26 KB gzipped) in any island that imports a text or a constant from the package.
const contractsAreSideEffectFree = (id) => !id.includes("/packages/contracts/");
// Each contracts schema is made by lazySchema (built on first use in a browser): a schema no page uses is dropped.
const pureFunctions = ["lazySchema"];
// The reduced-motion helper (lib/motion), a few bytes that the header, the cursor, the rotating text and islands
// share, rides in the chunk of the contracts' constants, which every page with the header loads already, rather
// than costing every page a request of its own. So do the other few scripts every page with a header runs: the
// remembered user, the header's signed-in flag and the helper of the account chrome's dynamic import.
const constantsChunk = {
  name: "constants",
  priority: 3,
  test: /[\\/](packages[\\/]contracts[\\/]src[\\/]constants|site[\\/]src[\\/]lib[\\/]motion[\\/]reduced-motion|site[\\/]src[\\/]stores[\\/]current-user|site[\\/]src[\\/]lib[\\/]header[\\/](header-account|signed-in-flag))\.ts$|vite[\\/]preload-helper/,
};
// Preact, its hooks and its React layer (lib/preact/react.ts) load together on every page with an island: one file.
const preactChunk = {
  name: "preact",
  priority: 2,
  test: /[\\/]node_modules[\\/]preact[\\/]|[\\/]site[\\/]src[\\/]lib[\\/]preact[\\/]/,
};
// What every signed-in page and account form runs: the one request function with zod/mini, the query cache and its
// hook, the stores of the signed-in user, toasts and a session's end, and the session watcher. Each is a few hundred
// bytes; apart, every page paid a file's gzip overhead and lost the shared dictionary for each of them.
const accountCoreChunk = {
  name: "account-core",
  priority: 1,
  test: /[\\/]site[\\/]src[\\/](lib[\\/]api[\\/](request|query|session|failure-text|zod-in-browser)|stores[\\/](toasts|session-user|session-ended)|islands[\\/]hooks[\\/]use-query|islands[\\/]account[\\/]session[\\/](start-account-chrome|watch-session))\.ts$/,
};

// No preload lists for dynamic imports. With them, every chunk that fetches a view when it is shown carried the file
// name of each chunk that view needs, the ones every page has loaded already (React, the account core) included:
// about 0.4 KB of each signed-in page's 100 KB, 2 KB of the overview's. Without them a view's chunk asks for its few
// new chunks itself once it arrives, a round trip later. (Vite still wraps such an import in its preload helper, with
// an empty list.) Astro sets build.modulePreload after the site's own vite options are read, so a plugin sets it.
const noModulePreload = { name: "no-module-preload", config: () => ({ build: { modulePreload: false } }) };

// The business every dashboard page names in its frame (the switcher): the businesses' read and schema, the chosen
// one and the hook that gives it to an island, which every dashboard page loads together. One file, not four.
const businessChunk = {
  name: "business",
  priority: 0,
  test: /[\\/]site[\\/]src[\\/](stores[\\/]current-business|islands[\\/]hooks[\\/]use-current-business)\.ts$|[\\/]packages[\\/]contracts[\\/]src[\\/]schemas[\\/]businesses\.ts$|nanostores[\\/]computed/,
};

// The money pages' shared words: the account words, with the money toasts' words spread in, which those pages load
// together. One file, not two: a file's gzip overhead and its import lines cost more than they hold (the overview at
// its heaviest, with a name to confirm, the first deposit's step and a kept invitation, had gone 21 bytes past 100 KB).
const moneyWordsChunk = {
  name: "money-words",
  priority: 0,
  test: /[\\/]packages[\\/]contracts[\\/]src[\\/]texts[\\/]money-(toast-)?words\.ts$/,
};

// The money pages' API paths, with the fields and currencies their answers' schemas share (money-fields.ts): every
// money page loads the three together. The team page reads the approval rules (their schema, their amounts shown) and
// needs the fields and currencies without the paths; left to itself the bundler then split the three into two files,
// which cost the overview at its heaviest 70 bytes it has not got.
const moneyPathsChunk = {
  name: "money-paths",
  priority: 0,
  test: /[\\/]packages[\\/]contracts[\\/]src[\\/](schemas[\\/]money-(paths|fields)|money[\\/]currencies)\.ts$/,
};

// The money pages' shared views: a view fetched when first shown (LazyView), a failed read said in words
// (LoadFailure), and a read repeated while money is on its way (polling). The accounts and activity pages load the
// three together; the payments page's views (its list, a payment, a new payment, each fetched when shown) use some of
// them each, and the bundler then split the three into three files, which cost those pages 0.3 KB each. The hook
// LazyView stands on keeps a file of its own (every dashboard page loads it), not pulled into this one.
const lazyComponentChunk = {
  name: "use-lazy-component",
  priority: 1,
  test: /[\\/]site[\\/]src[\\/]islands[\\/]hooks[\\/]use-lazy-component\.ts$/,
};
const moneyViewsChunk = {
  name: "money-views",
  priority: 0,
  test: /[\\/]site[\\/]src[\\/]islands[\\/]workspace[\\/]money[\\/](LazyView\.tsx|LoadFailure\.tsx|polling\.ts)$/,
};

// "react" in the site's code is Preact's React layer (the Preact integration's compat maps "react" and "react-dom" to
// "preact/compat"), with React's effect timing set first and React's hydration rule for stores (src/lib/preact/
// react.ts); an island hydrates through the site's own copy of the integration's client (src/lib/preact/client.ts),
// which tells that rule when a hydration is under way.
const reactIsPreact = {
  name: "react-is-preact",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "@astrojs/preact/client.js") return path.resolve("src/lib/preact/client.ts");
    if (source !== "preact/compat" || importer?.endsWith(path.join("lib", "preact", "react.ts"))) return null;
    return this.resolve(path.resolve("src/lib/preact/react.ts"), importer, { skipSelf: true });
  },
};

export default defineConfig({
  site,
  cacheDir: contentCopy ? path.join(path.resolve(contentCopy), ".astro-cache") : undefined,
  output: "static",
  trailingSlash: "never",
  // Stylesheets are small (under 20 KB for any page): inline, they cost no render-blocking request.
  build: { format: "directory", inlineStylesheets: "always" },
  // Images in posts get responsive sizes (srcset), modern formats and their width and height, so nothing shifts.
  image: { layout: "constrained", responsiveStyles: true },
  markdown: { processor: satteri({ mdastPlugins: [checks.markdownPlugin] }) },
  integrations: [
    preact({ compat: true }),
    mdx(),
    sitemap({
      // The not-found page, the signed-in area and an invitation's page (its link carries a token) are not to index.
      filter: (page) => !/^\/(404|dashboard|admin|invitations)(\/|$)/.test(new URL(page).pathname),
    }),
    checks.integration,
  ],
  vite: {
    plugins: [reactIsPreact, noModulePreload],
    build: {
      rollupOptions: {
        treeshake: { moduleSideEffects: contractsAreSideEffectFree, manualPureFunctions: pureFunctions },
        output: {
          codeSplitting: {
            groups: [
              constantsChunk,
              preactChunk,
              accountCoreChunk,
              lazyComponentChunk,
              businessChunk,
              moneyWordsChunk,
              moneyPathsChunk,
              moneyViewsChunk,
            ],
          },
        },
      },
    },
  },
});
