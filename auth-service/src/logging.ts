// Structured JSON logs (pino): a request id each, and never a cookie, password, code, token or secret.
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger["child"]>[1];
type LogFn = FastifyBaseLogger["info"];
import { stdoutDestination } from "./log-destination.ts";

/** Pino's options; `stream` (default stdout) lets a test read what would be logged. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  return {
    level,
    stream: stream ?? stdoutDestination(),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        // @fastify/multipart logs the request's headers at trace as it starts parsing an upload.
        "busboyOptions.headers.cookie",
        "busboyOptions.headers.authorization",
        "*.password",
        "*.confirmPassword",
        "*.twoFactorCode",
        "*.code",
        "*.token",
        "*.secret",
        // A card's number and CVC (workspace/domain/cards.ts): never in a log, whatever logs a body.
        "*.number",
        "*.cvc",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Query strings can carry one-time tokens (password reset, email verification): log the path only.
      req(request) {
        return {
          method: request.method,
          path: request.url.split("?")[0],
          remoteAddress: request.ip,
        };
      },
    },
  };
}

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean; bindings(): Bindings };

/**
 * A request's logger that makes its pino child (the request id's binding, redaction and serializers) only when a
 * line is written at a level that is on: with LOG_LEVEL above info, most requests write none, and making the
 * child was a measurable share of a session-status poll. The lines written are the child's own, unchanged.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: PinoLogger;
  readonly #bindings: Bindings;
  constructor(parent: PinoLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }
  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }
  #write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#real()[level] as (...line: unknown[]) => void)(...args);
  }
  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return ((this.#child ?? this.#parent) as PinoLogger).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return (this.#real() as PinoLogger).bindings();
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
  fatal: LogFn = (...args: unknown[]) => this.#write("fatal", args);
  error: LogFn = (...args: unknown[]) => this.#write("error", args);
  warn: LogFn = (...args: unknown[]) => this.#write("warn", args);
  info: LogFn = (...args: unknown[]) => this.#write("info", args);
  debug: LogFn = (...args: unknown[]) => this.#write("debug", args);
  trace: LogFn = (...args: unknown[]) => this.#write("trace", args);
  silent: LogFn = () => undefined;
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, or pino's child at once when the route sets its own log level
 * or serializers.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new RequestLogger(logger as PinoLogger, bindings);
