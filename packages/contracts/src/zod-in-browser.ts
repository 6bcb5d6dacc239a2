// Zod in a browser must not probe for eval: a strict CSP reports even the caught probe as a violation.
// The service keeps zod's compiled parsers. Exported, and first in index.ts, so a bundler that treats this
// package as free of side effects still keeps the setting, ahead of every schema built below it.
import { config } from "zod/mini";

export const ZOD_SETTINGS = "document" in globalThis ? config({ jitless: true }) : config();
