// Password hashing (argon2id at OWASP's parameters, on libuv's thread pool) and the common-password rule.
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

export function hashPassword(password: string): Promise<string> {
  return hashingSlots(() => hash(password, ARGON2ID_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashingSlots(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends what a real verification costs, for sign-ins that have no account to check against
 * (unknown email, locked account), so their timing tells nothing.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
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
  return list.has(password) || list.has(password.toLowerCase());
}
