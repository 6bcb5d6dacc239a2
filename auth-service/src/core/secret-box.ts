// Encrypts secrets at rest (TOTP secrets) with AES-256-GCM, bound to the row they belong to.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface SecretBox {
  /** Encrypts; `context` (e.g. the user id) must be given again to open it, so a sealed value cannot be moved. */
  seal(plaintext: string, context: string): string;
  /** Decrypts, or throws when the value was altered, moved or sealed under another key. */
  open(sealed: string, context: string): string;
}

const VERSION = "v1";
const KEY_FILE_NAME = "auth-secret.key";

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32)
    throw new Error("AUTH_SECRET_KEY must be 32 bytes (64 hex characters or 44 base64 characters)");
  return {
    seal(plaintext, context) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed, context) {
      const [version, iv, tag, ciphertext] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Unreadable sealed secret");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** Reads a 32-byte key written as hex or base64. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32)
    throw new Error("AUTH_SECRET_KEY must be 32 bytes (64 hex characters or 44 base64 characters)");
  return key;
}

/**
 * The key from AUTH_SECRET_KEY, else from DATA_DIR/auth-secret.key, else a new one written there (mode 0600).
 * `warn` is told when a key had to be generated, because losing that file makes every TOTP secret unreadable.
 */
export function loadOrCreateSecretKey(
  dataDir: string,
  fromEnvironment: string | undefined,
  warn: (message: string) => void,
): Buffer {
  if (fromEnvironment) return parseSecretKey(fromEnvironment);
  const keyFile = path.join(dataDir, KEY_FILE_NAME);
  if (fs.existsSync(keyFile)) return parseSecretKey(fs.readFileSync(keyFile, "utf8"));
  const key = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(keyFile, `${key.toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  warn(
    `AUTH_SECRET_KEY is not set: generated ${keyFile}. Back it up with the database; set AUTH_SECRET_KEY in production.`,
  );
  return key;
}

/** The key a deployment keeps, and the file it came from (null: AUTH_SECRET_KEY), to tell the operator where it is. */
export interface KeptKey {
  key: Buffer;
  keyFile: string | null;
}

/**
 * The key a SQLite deployment's secrets are sealed under, which its PostgreSQL instances must all be given:
 * AUTH_SECRET_KEY when set, else the key file the SQLite deployment generated. Throws when both exist and differ,
 * because the service ignores the file when AUTH_SECRET_KEY is set, so which one sealed the data is unknown.
 */
export function keyToKeep(dataDir: string, fromEnvironment: string | undefined): KeptKey {
  const keyFile = path.join(dataDir, KEY_FILE_NAME);
  const fromFile = fs.existsSync(keyFile) ? parseSecretKey(fs.readFileSync(keyFile, "utf8")) : null;
  if (fromEnvironment) {
    const key = parseSecretKey(fromEnvironment);
    if (fromFile && !key.equals(fromFile)) {
      throw new Error(
        `AUTH_SECRET_KEY differs from the SQLite deployment's key in ${keyFile}: TOTP secrets and device cookies ` +
          `would not open. Set AUTH_SECRET_KEY to the contents of that file (or leave it unset to use the file); if ` +
          `the SQLite service itself ran with this AUTH_SECRET_KEY, move the stale file aside.`,
      );
    }
    return { key, keyFile: null };
  }
  if (!fromFile) {
    throw new Error(
      `AUTH_SECRET_KEY is not set and there is no key file at ${keyFile}: set AUTH_SECRET_KEY to the key the ` +
        `SQLite deployment used`,
    );
  }
  return { key: fromFile, keyFile };
}

/** A key for one purpose (signing device cookies, say), derived from the service key with HKDF-SHA256. */
export function deriveKey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", key, Buffer.alloc(0), purpose, 32));
}
