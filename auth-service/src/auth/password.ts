// Password hashing (argon2id at OWASP's parameters, on libuv's thread pool, through a bounded queue) and the
// common-password rule. Passwords are NFKC-normalised first (NIST SP 800-63B), and changed in no other way.
import fs from "node:fs";
import os from "node:os";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import pLimit from "p-limit";

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id; the enum is declared `const`, which type stripping cannot inline
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashes run one fewer at a time than there are cores (at least one), so a flood of sign-ins queues for the
 * hashing threads instead of starving the event loop that answers everything else.
 */
const hashingSlots = pLimit(Math.max(1, os.availableParallelism() - 1));

/**
 * At most this many hashes wait or run at once. At about 16 ms a hash on one slot, a full queue is about a
 * second of work: past it a request is answered 429 at once rather than left waiting without end.
 */
export const HASHING_QUEUE_LIMIT = 64;

/** True when a password check would have to wait behind HASHING_QUEUE_LIMIT others: answer 429 instead. */
export function isHashingQueueFull(): boolean {
  return hashingSlots.activeCount + hashingSlots.pendingCount >= HASHING_QUEUE_LIMIT;
}

/** How long a client should wait when the queue is full: the time to drain it, rounded up to a second. */
export const HASHING_BUSY_RETRY_MS = 1_000;

export class HashingQueueFull extends Error {
  constructor() {
    super("The password hashing queue is full");
    this.name = "HashingQueueFull";
  }
}

function queued<T>(work: () => Promise<T>): Promise<T> {
  if (isHashingQueueFull()) return Promise.reject(new HashingQueueFull());
  return hashingSlots(work);
}

/** NIST SP 800-63B: one normal form, so a password typed on another keyboard or system still matches. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => hash(normalizePassword(password), ARGON2ID_OPTIONS));
}

/** True when the password matches; rejects with HashingQueueFull when the queue is full. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queued(() => verify(passwordHash, normalizePassword(password)).catch(() => false));
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends what a real verification costs, for sign-ins that have no account to check against
 * (unknown email, locked account), so their timing tells nothing.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  // Made once, outside the bound: a full queue must not leave a failed promise here for good.
  dummyHash ??= hashingSlots(() => hash("timing-equaliser-not-a-password", ARGON2ID_OPTIONS));
  await verifyPassword(await dummyHash, password);
  return false;
}

const COMMON_PASSWORDS_FILE = new URL("../../resources/common-passwords.txt", import.meta.url);
let commonPasswords: Set<string> | undefined;

/** The 10,000 most common passwords (resources/common-passwords.txt), loaded once. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** True for a password on the common list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const normalized = normalizePassword(password);
  return list.has(normalized) || list.has(normalized.toLowerCase());
}
