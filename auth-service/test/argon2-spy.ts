// Counts argon2id work for tests that compare or cap it: `vi.mock("@node-rs/argon2", spiedArgon2)` in a test file.
import type * as Argon2 from "@node-rs/argon2";

export const argon2Calls = {
  /** The hash each verification checked against, in order. */
  verified: [] as string[],
  /** How many new hashes were made. */
  hashed: 0,
};

export async function spiedArgon2(importOriginal: () => Promise<typeof Argon2>): Promise<typeof Argon2> {
  const real = await importOriginal();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2Calls.verified.push(String(args[0]));
      return real.verify(...args);
    },
    hash: (...args: Parameters<typeof real.hash>) => {
      argon2Calls.hashed += 1;
      return real.hash(...args);
    },
  };
}
