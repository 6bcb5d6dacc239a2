// In a browser zod must not probe for eval: a strict CSP reports even the caught probe as a violation.
// The service keeps zod's faster compiled parsers; only pages go without them.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
