// Setup file of the service tests: new password hashes are argon2id at its lowest cost rather than OWASP's
// (19 MiB, two passes), which took about a fifth of the service tests' time (3,200 hashes a run at about 20 ms)
// to prove nothing about the flows around them. The files that count or compare argon2id work, and so check the
// production parameters (equal-cost, attacks, password-change), load the service afresh with the real module
// (argon2-spy.ts); so do the service processes the tests start. Verification reads the cost from the hash, so
// it stays real whatever made the hash.
import type * as Argon2 from "@node-rs/argon2";
import { vi } from "vitest";

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    hash: (password: string | Uint8Array, options?: Argon2.Options) =>
      real.hash(password, { ...options, memoryCost: 1_024, timeCost: 1 }),
  };
});
