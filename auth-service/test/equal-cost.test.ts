// Unknown email, wrong password and locked account cost the same: each pays one argon2id verification
// at the same parameters. Counted, not timed, so a busy machine cannot make this test flaky.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("@node-rs/argon2", async (importOriginal) =>
  (await import("./argon2-spy.ts")).spiedArgon2(importOriginal as never),
);
// Files share a worker's modules (vitest.config.ts): load the service afresh so it gets the spied argon2, and
// leave the next file fresh modules again, with the tests' cheap hashing (cheap-argon2.ts).
vi.resetModules();
afterAll(() => vi.resetModules());

const { argon2Calls } = await import("./argon2-spy.ts");
const { LOCKOUT_THRESHOLD } = await import("../src/auth/abuse-limits.ts");
const { MINUTE, TestClock, signIn, signUp } = await import("./support.ts");
const { createTestApp } = await import("./test-app.ts");

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, trustedProxies: ["127.0.0.1"] });
});
afterAll(() => t.close());

const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
let ip = 0;

async function verificationsOf(credentials: { email: string; password: string }) {
  const mark = argon2Calls.verified.length;
  const response = await signIn(t.app, credentials, { "x-forwarded-for": `192.0.2.${++ip}` });
  return { status: response.statusCode, body: response.json(), hashes: argon2Calls.verified.slice(mark) };
}

describe("sign-in costs the same whatever the email", () => {
  it("a wrong password, an unknown email and a locked account each verify one argon2id hash", async () => {
    const account = await signUp(t.app);
    const wrongPassword = await verificationsOf({ email: account.email, password: "not-the-password" });
    const unknownEmail = await verificationsOf({ email: "nobody.at.all@example.com", password: "not-the-password" });

    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) {
      clock.advance(16 * MINUTE);
      await verificationsOf({ email: account.email, password: "not-the-password" });
    }
    clock.advance(MINUTE);
    const locked = await verificationsOf(account);

    for (const attempt of [wrongPassword, unknownEmail, locked]) {
      expect(attempt.status).toBe(401);
      expect(attempt.body).toEqual(wrongPassword.body);
      expect(attempt.hashes).toHaveLength(1);
      expect(attempt.hashes[0]).toMatch(OWASP_ARGON2ID);
    }
  });
});
