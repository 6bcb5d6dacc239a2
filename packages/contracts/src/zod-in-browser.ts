// In a browser zod must not probe for eval: a strict CSP reports even the caught probe as a violation.
// The service keeps zod's faster compiled parsers; only pages go without them.
import { z } from "zod";

if ("document" in globalThis) z.config({ jitless: true });
