// Keeps the contracts' browser setting for zod (no eval probe, for the strict CSP) in every bundle that parses.
import { ZOD_SETTINGS } from "@bank/contracts";

if (!ZOD_SETTINGS.jitless) console.warn("zod compiles its parsers with eval here; a strict CSP will report it");
