// The service's settings, read once from the environment with their documented defaults.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SALES_EMAIL } from "@bank/contracts";
import { z } from "zod";
import { bankSettingsFrom, type BankSettings } from "./core/bank-settings.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

const booleanText = z.enum(["true", "false", "1", "0"]).transform((text) => text === "true" || text === "1");

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4321),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default(path.join(projectRoot, "data")),
  NODE_ENV: z.string().default("development"),
  AUTH_COOKIE_SECURE: booleanText.optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  SITE_DIR: z.string().default(path.join(projectRoot, "site", "dist")),
  AUTH_SECRET_KEY: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRUSTED_PROXIES: z.string().optional(),
  AUTH_FLOOD_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(100),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL")
    .or(z.literal(""))
    .optional(),
  // Unset: this process's own address by name (see defaultSiteUrl), so a run on another PORT mails links to itself.
  PUBLIC_SITE_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Meridian Business <no-reply@meridian.example>"),
  SALES_EMAIL: z
    .email("SALES_EMAIL must be an email address")
    .or(z.literal("").transform(() => SALES_EMAIL))
    .default(SALES_EMAIL),
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
  /** Hex or base64 key that encrypts TOTP secrets; when absent one is generated into dataDir (SQLite only). */
  secretKey: string | undefined;
  /** PostgreSQL's URL: every instance keeps everything there. Absent: the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustedProxies: string[];
  /** Requests a minute from one address to a credential route, before any failure counting. */
  floodLimitPerMinute: number;
  /** Redis (or Valkey) that holds the flood cap's counts for every instance; absent: each instance's memory. */
  redisUrl: string | undefined;
  /** The site's origin, for links in mail and the passkeys' relying party. */
  siteUrl: string;
  /** SMTP connection URL; without it mail goes to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages are mailed (with Reply-To the visitor). */
  salesEmail: string;
  /** The partner bank: BANK_MODE (sandbox only), SANDBOX_TIME_SCALE, PARTNER_ROUTING_NUMBER, PARTNER_BANK_NAME. */
  bank: BankSettings;
}

/** The port the site is served on when PORT is 0 (a port the system picks, known only once listening). */
const DEFAULT_SITE_PORT = 4321;

/**
 * PUBLIC_SITE_URL when unset: `http://localhost:<PORT>`, where `./run start` serves the site. A host name, not
 * 127.0.0.1, because browsers refuse an IP address as a passkey's relying party ID.
 */
export function defaultSiteUrl(port: number): string {
  return `http://localhost:${port === 0 ? DEFAULT_SITE_PORT : port}`;
}

const commaList = (text: string | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.parse(env);
  const production = parsed.NODE_ENV === "production";
  // Instances sharing a database must share its key: one generating its own would seal secrets the others
  // cannot open, and sign device cookies they reject.
  if (parsed.DATABASE_URL && !parsed.AUTH_SECRET_KEY) {
    throw new Error("AUTH_SECRET_KEY is required with DATABASE_URL: every instance must use the same key");
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    production,
    cookieSecure: parsed.AUTH_COOKIE_SECURE ?? production,
    allowedOrigins: commaList(parsed.ALLOWED_ORIGINS),
    // SITE_DIR="" runs the API alone, as in production where a CDN serves the site.
    siteDir: parsed.SITE_DIR === "" ? null : path.resolve(parsed.SITE_DIR),
    logLevel: parsed.LOG_LEVEL,
    secretKey: parsed.AUTH_SECRET_KEY,
    databaseUrl: parsed.DATABASE_URL,
    trustedProxies: commaList(parsed.TRUSTED_PROXIES),
    floodLimitPerMinute: parsed.AUTH_FLOOD_LIMIT_PER_MINUTE,
    redisUrl: parsed.REDIS_URL || undefined,
    siteUrl: parsed.PUBLIC_SITE_URL ?? defaultSiteUrl(parsed.PORT),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    salesEmail: parsed.SALES_EMAIL,
    bank: bankSettingsFrom(env),
  };
}

/** What db:migrate-to-postgres reads: the SQLite deployment's folder, the PostgreSQL database and the key if set. */
export interface MigrationConfig {
  dataDir: string;
  databaseUrl: string;
  /** Unset is allowed here, unlike the service with DATABASE_URL: the SQLite deployment's key file is used then. */
  secretKey: string | undefined;
}

export function loadMigrationConfig(env: NodeJS.ProcessEnv = process.env): MigrationConfig {
  const parsed = environmentSchema.pick({ DATA_DIR: true, DATABASE_URL: true, AUTH_SECRET_KEY: true }).safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  if (!parsed.data.DATABASE_URL) {
    throw new Error("DATABASE_URL is required: the postgres:// URL of the empty database to copy into");
  }
  return {
    dataDir: path.resolve(parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL,
    secretKey: parsed.data.AUTH_SECRET_KEY,
  };
}

/** Where the database is, for a command run on the server (`staff:grant`): DATA_DIR's SQLite file, or DATABASE_URL. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl?: string } {
  const parsed = environmentSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return {
    dataDir: path.resolve(parsed.data.DATA_DIR),
    ...(parsed.data.DATABASE_URL ? { databaseUrl: parsed.data.DATABASE_URL } : {}),
  };
}
