// Zod in a browser must not probe for eval: a strict CSP reports even the caught probe as a violation.
// The service keeps zod's compiled parsers. Exported, and first in index.ts, so a bundler that treats this
// package as free of side effects still keeps the setting, ahead of every schema built below it.
import { config } from "zod/mini";

/** Whether this code runs in a browser: the service has no document. */
export const IN_BROWSER = "document" in globalThis;

export const ZOD_SETTINGS = IN_BROWSER ? config({ jitless: true }) : config();
