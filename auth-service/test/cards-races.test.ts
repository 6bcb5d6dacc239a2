// Cards raced over real sockets, on each engine and, on PostgreSQL, across two instances of the service: parallel
// authorisations against the card's daily limit and against the account's balance, a freeze racing purchases, and a
// capture racing a release. After every test that moved money the ledger adds up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "./support.ts";
import { createListeningTestApp, twoListeningInstances } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { expectLedgerClean, firstAccounts } from "./money-support.ts";
import { over, type ListeningApp, type Reply } from "./payment-support.ts";
import {
  PURCHASE,
  authorize,
  authorized,
  captureOf,
  cardPath,
  cardTeam,
  cardsOf,
  issuedCard,
  releaseOf,
} from "./card-support.ts";

const clock = new TestClock();
let t: ListeningApp;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
});
afterAll(() => t.close());

const FIVE_THOUSAND = { ...PURCHASE, amount: "5000.00" };

/** The authorisations' outcomes: every answer 201, counted by status and decline reason. */
function outcomes(answers: Reply[]) {
  expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const { status, declineReason } = answer.json().authorization;
    const key = declineReason ?? status;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe("parallel authorisations", () => {
  it("20 authorisations of 5,000.00 at once on a card with a 50,000.00 daily limit approve exactly 10", async () => {
    const { crew, card } = await cardTeam(t, clock, "200000.00", "50000.00");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authorize(t, card.id, crew.viewer, FIVE_THOUSAND)),
    );
    expect(outcomes(answers)).toEqual({ approved: 10, dailyLimitExceeded: 10 });
    expect((await cardsOf(t, crew.businessId, crew.viewer))[0]!.spentToday).toBe("50000.00");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "150000.00",
      posted: "200000.00",
      pending: "-50000.00",
    });
    // Not a cent more today; a release gives its amount back to the limit.
    expect(await authorized(t, card.id, crew.viewer, { ...PURCHASE, amount: "0.01" })).toMatchObject({
      declineReason: "dailyLimitExceeded",
    });
    const approved = answers.find((answer) => answer.json().authorization.status === "approved")!;
    expect((await releaseOf(t, approved.json().authorization.id, crew.viewer)).statusCode).toBe(200);
    expect((await authorized(t, card.id, crew.viewer, FIVE_THOUSAND)).status).toBe("approved");
    await expectLedgerClean(t);
  });

  it("authorisations at once past the available balance approve only as far as the money goes: insufficientFunds", async () => {
    const { crew, card } = await cardTeam(t, clock, "30000.00", "50000.00");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authorize(t, card.id, crew.viewer, FIVE_THOUSAND)),
    );
    expect(outcomes(answers)).toEqual({ approved: 6, insufficientFunds: 14 });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("0.00");
    expect((await cardsOf(t, crew.businessId, crew.viewer))[0]!.spentToday).toBe("30000.00");
    await expectLedgerClean(t);
  });

  it("two cards on one account share its balance; each keeps its own limit", async () => {
    // More than the first card's five and the second card's limit take (14,000.00): the limit alone declines. (With
    // exactly enough, a purchase past the second card's limit that came after the money ran out would be declined
    // insufficientFunds, which is checked first.)
    const { crew, card } = await cardTeam(t, clock, "16000.00", "50000.00");
    const second = await issuedCard(t, clock, crew, { holderUserId: crew.payer.user.id, dailyLimit: "4000.00" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2
          ? authorize(t, card.id, crew.viewer, { ...PURCHASE, amount: "2000.00" })
          : authorize(t, second.id, crew.payer, { ...PURCHASE, amount: "2000.00" }),
      ),
    );
    expect(outcomes(answers)).toEqual({ approved: 7, dailyLimitExceeded: 3 });
    const cards = await cardsOf(t, crew.businessId, crew.owner);
    expect(cards.find((each) => each.id === second.id)!.spentToday).toBe("4000.00");
    expect(cards.find((each) => each.id === card.id)!.spentToday).toBe("10000.00");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("2000.00");
    await expectLedgerClean(t);
  });

  it("a freeze racing purchases: every purchase after the freeze committed is declined cardFrozen", async () => {
    const { crew, card } = await cardTeam(t, clock, "1000.00");
    const purchases = Array.from({ length: 10 }, () =>
      authorize(t, card.id, crew.viewer, { ...PURCHASE, amount: "10.00" }),
    );
    const freeze = over(t, "PATCH", cardPath(crew.businessId, card.id), crew.viewer, { status: "frozen" });
    const [frozen, ...answers] = await Promise.all([freeze, ...purchases]);
    expect(frozen!.statusCode).toBe(200);
    const counts = outcomes(answers);
    expect((counts.approved ?? 0) + (counts.cardFrozen ?? 0)).toBe(10);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe(
      `${1000 - 10 * (counts.approved ?? 0)}.00`,
    );
    expect((await authorized(t, card.id, crew.viewer)).declineReason).toBe("cardFrozen");
    await expectLedgerClean(t);
  });

  it("a capture racing a release leaves one outcome and a consistent ledger, ten times over", async () => {
    const { crew, card } = await cardTeam(t, clock, "1000.00");
    for (let round = 0; round < 10; round += 1) {
      const held = await authorized(t, card.id, crew.viewer, { ...PURCHASE, amount: "10.00" });
      const [captured, released] = await Promise.all([
        captureOf(t, held.id, crew.viewer, round % 2 ? { amount: "5.00" } : {}),
        releaseOf(t, held.id, crew.owner),
      ]);
      expect([captured.statusCode, released.statusCode].sort(), `${captured.body} ${released.body}`).toEqual([
        200, 409,
      ]);
    }
    const balance = (await firstAccounts(t, crew.businessId, crew.owner)).checking.balance;
    expect(balance.pending).toBe("0.00");
    await expectLedgerClean(t);
  });
});

if (TEST_ENGINE === "postgres")
  describe("two instances on one PostgreSQL database", () => {
    const shared = new TestClock();
    const instances = twoListeningInstances(shared.now);
    const { either } = instances;

    it("20 authorisations of 5,000.00 split between the instances approve exactly 10; the balance holds too", async () => {
      const { a, b } = instances;
      const { crew, card } = await cardTeam(a, shared, "200000.00", "50000.00");
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => authorize(either(index), card.id, crew.viewer, FIVE_THOUSAND)),
      );
      expect(outcomes(answers)).toEqual({ approved: 10, dailyLimitExceeded: 10 });
      expect((await cardsOf(b, crew.businessId, crew.viewer))[0]!.spentToday).toBe("50000.00");

      const poor = await cardTeam(a, shared, "30000.00", "50000.00");
      const more = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          authorize(either(index), poor.card.id, poor.crew.viewer, FIVE_THOUSAND),
        ),
      );
      expect(outcomes(more)).toEqual({ approved: 6, insufficientFunds: 14 });
      expect((await firstAccounts(b, poor.crew.businessId, poor.crew.owner)).checking.balance.available).toBe("0.00");
      await expectLedgerClean(a);
    });

    it("a capture on one instance racing a release on the other leaves one outcome", async () => {
      const { a, b } = instances;
      const { crew, card } = await cardTeam(a, shared, "1000.00");
      for (let round = 0; round < 10; round += 1) {
        const held = await authorized(a, card.id, crew.viewer, { ...PURCHASE, amount: "10.00" });
        const [captured, released] = await Promise.all([
          captureOf(a, held.id, crew.viewer),
          releaseOf(b, held.id, crew.owner),
        ]);
        expect([captured.statusCode, released.statusCode].sort()).toEqual([200, 409]);
      }
      expect((await firstAccounts(a, crew.businessId, crew.owner)).checking.balance.pending).toBe("0.00");
      await expectLedgerClean(a);
    });
  });
