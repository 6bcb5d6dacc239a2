// The service's settings, read once from the environment with their documented defaults.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

const booleanText = z.enum(["true", "false", "1", "0"]).transform((text) => text === "true" || text === "1");

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4321),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default(path.join(projectRoot, "data")),
  NODE_ENV: z.string().default("development"),
  AUTH_COOKIE_SECURE: booleanText.optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  SITE_DIR: z.string().min(1).default(path.join(projectRoot, "site", "dist")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  production: boolean;
  cookieSecure: boolean;
  allowedOrigins: string[];
  /** The built site to serve on the same origin, or null when the site is served elsewhere (a CDN). */
  siteDir: string | null;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.parse(env);
  const production = parsed.NODE_ENV === "production";
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    production,
    cookieSecure: parsed.AUTH_COOKIE_SECURE ?? production,
    allowedOrigins: (parsed.ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    siteDir: path.resolve(parsed.SITE_DIR),
    logLevel: parsed.LOG_LEVEL,
  };
}
