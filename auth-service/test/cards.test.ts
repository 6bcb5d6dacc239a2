// Cards on each engine, over real sockets: issuing (manage, step-up; a limit over 50,000.00 is 400), who sees which
// cards, freezing and closing (the holder or a manager), revealing the number (the holder alone, after a step-up,
// audited, never cached, sealed at rest), sandbox authorisations (approved and held, declined with their reasons and
// kept), captures (whole or smaller), releases and expiry, a removed member's cards frozen, card spend in the
// activity and the analytics, and attacks: other businesses' cards, wrong types, too many decimals, a huge body.
// After every test that moved money the ledger adds up.
import { isLuhnValid, SANDBOX_CARD_BIN } from "../src/workspace/domain/card-numbers.ts";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueRailsJobs } from "../src/workspace/rails/rails-worker.ts";
import { DAY, MINUTE, TestClock } from "./support.ts";
import { createListeningTestApp } from "./test-app.ts";
import { expectLedgerClean, firstAccounts } from "./money-support.ts";
import { fund, over, team, type ListeningApp } from "./payment-support.ts";
import { addMember, person, stepUpWithCode } from "./workspace-support.ts";
import {
  PURCHASE,
  authorize,
  authorized,
  captureOf,
  cardPath,
  cardTeam,
  cardsOf,
  cardsPath,
  issuedCard,
  releaseOf,
} from "./card-support.ts";

const clock = new TestClock();
let t: ListeningApp;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
});
afterAll(() => t.close());

describe("issuing cards", () => {
  it("a manager issues a card to a member: Luhn-valid in the test range, three years out, active, nothing spent", async () => {
    const { crew, card } = await cardTeam(t, clock, "0.00", "1500.50");
    expect(card).toMatchObject({
      name: "Software",
      holder: { userId: crew.viewer.user.id, firstName: "Victor" },
      status: "active",
      dailyLimit: "1500.50",
      spentToday: "0.00",
      currency: "USD",
      accountId: crew.checkingId,
      expYear: new Date(clock.current).getUTCFullYear() + 3,
    });
    expect(card.last4).toMatch(/^\d{4}$/);
    // As many as they like: a second and a third to the same member.
    await issuedCard(t, clock, crew, { holderUserId: crew.viewer.user.id, name: "Travel" });
    await issuedCard(t, clock, crew, { holderUserId: crew.payer.user.id, name: "Ads" });
    expect(await cardsOf(t, crew.businessId, crew.owner)).toHaveLength(3);
    // A holder sees their own cards alone; a member with none sees none.
    expect((await cardsOf(t, crew.businessId, crew.viewer)).map((each) => each.name)).toEqual(["Software", "Travel"]);
    expect(await cardsOf(t, crew.businessId, crew.approver)).toEqual([]);
  });

  it("a daily limit above 50,000.00, zero, negative, a number or with three decimals is 400 on dailyLimit", async () => {
    const crew = await team(t, clock, "Limits LLC");
    await stepUpWithCode(t, clock, crew.owner);
    const body = { holderUserId: crew.viewer.user.id, name: "Card", accountId: crew.checkingId };
    for (const dailyLimit of ["50000.01", "0", "0.00", "-1.00", 100, "10.001", "1e3", "999999999999999999"]) {
      const answer = await over(t, "POST", cardsPath(crew.businessId), crew.owner, { ...body, dailyLimit });
      expect(answer.statusCode, `${dailyLimit}: ${answer.body}`).toBe(400);
    }
    const over50k = await over(t, "POST", cardsPath(crew.businessId), crew.owner, { ...body, dailyLimit: "50000.01" });
    expect(over50k.json()).toMatchObject({ code: "invalidDailyLimit", errors: { dailyLimit: expect.any(String) } });
    expect(await cardsOf(t, crew.businessId, crew.owner)).toEqual([]);
  });

  it("a holder outside the business, a USDC wallet or another business's account is 400; nobody without manage issues", async () => {
    const crew = await team(t, clock, "Issue LLC");
    const other = await team(t, clock, "Other LLC");
    await stepUpWithCode(t, clock, crew.owner);
    const base = { holderUserId: crew.viewer.user.id, name: "Card", accountId: crew.checkingId, dailyLimit: "10.00" };
    const cases: [object, string][] = [
      [{ holderUserId: other.viewer.user.id }, "holderNotFound"],
      [{ accountId: crew.walletId }, "accountNotUsd"],
      [{ accountId: other.checkingId }, "accountNotFound"],
    ];
    for (const [change, code] of cases) {
      const answer = await over(t, "POST", cardsPath(crew.businessId), crew.owner, { ...base, ...change });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().code).toBe(code);
    }
    for (const who of [crew.payer, crew.viewer, crew.approver]) {
      const answer = await over(t, "POST", cardsPath(crew.businessId), who, base);
      expect(answer.statusCode).toBe(403);
    }
    // A manager on a proof over 10 minutes old steps up first.
    clock.advance(11 * MINUTE);
    const stale = await over(t, "POST", cardsPath(crew.businessId), crew.owner, base);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe("reauthenticationRequired");
    expect(await cardsOf(t, crew.businessId, crew.owner)).toEqual([]);
  });
});

describe("revealing a card", () => {
  it("only its holder sees the number, after a step-up; a manager gets 403; not cached; audited; sealed at rest", async () => {
    const { crew, card } = await cardTeam(t, clock, "0.00");
    const path = `${cardPath(crew.businessId, card.id)}/reveal`;
    await stepUpWithCode(t, clock, crew.owner);
    const manager = await over(t, "POST", path, crew.owner);
    expect(manager.statusCode).toBe(403);
    expect(manager.body).not.toMatch(/\d{16}/);
    const colleague = await over(t, "POST", path, crew.approver);
    expect(colleague.statusCode).toBe(403);

    clock.advance(11 * MINUTE);
    const stale = await over(t, "POST", path, crew.viewer);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: "reauthenticationRequired", reauthenticationRequired: true });

    await stepUpWithCode(t, clock, crew.viewer);
    const response = await fetch(`${t.origin}${path}`, { method: "POST", headers: { cookie: crew.viewer.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const revealed = (await response.json()) as { number: string; cvc: string; expMonth: number; expYear: number };
    expect(revealed.number).toMatch(/^\d{16}$/);
    expect(revealed.number.startsWith(SANDBOX_CARD_BIN)).toBe(true);
    expect(isLuhnValid(revealed.number)).toBe(true);
    expect(revealed.number.slice(-4)).toBe(card.last4);
    expect(revealed.cvc).toMatch(/^\d{3}$/);
    expect({ expMonth: revealed.expMonth, expYear: revealed.expYear }).toEqual({
      expMonth: card.expMonth,
      expYear: card.expYear,
    });

    // The database holds neither the number nor the CVC in the clear, and the reveal is on the audit trail.
    const row = await t.db.selectFrom("cards").selectAll().where("id", "=", card.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(revealed.number);
    expect(row.sealed_cvc.startsWith("v1.")).toBe(true);
    expect(t.app.deps.secretBox.open(row.sealed_cvc, `card-cvc:${card.id}`)).toBe(revealed.cvc);
    const audits = await t.db.selectFrom("audit_events").selectAll().where("event", "=", "card_revealed").execute();
    const mine = audits.filter((each) => each.detail?.includes(card.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.user_id).toBe(crew.viewer.user.id);
    expect(mine[0]!.detail).not.toContain(revealed.number);
  });

  it("another business's card is 404 on reveal, change and authorisation", async () => {
    const { card } = await cardTeam(t, clock, "0.00");
    const stranger = await team(t, clock, "Stranger LLC");
    await stepUpWithCode(t, clock, stranger.owner);
    const reveal = await over(t, "POST", `${cardPath(stranger.businessId, card.id)}/reveal`, stranger.owner);
    expect(reveal.statusCode).toBe(404);
    const patch = await over(t, "PATCH", cardPath(stranger.businessId, card.id), stranger.owner, { status: "frozen" });
    expect(patch.statusCode).toBe(404);
    const purchase = await authorize(t, card.id, stranger.owner);
    expect(purchase.statusCode).toBe(404);
    expect(purchase.json().code).toBe("cardNotFound");
  });
});

describe("freezing, limits and closing", () => {
  it("the holder freezes at once and the next purchase is declined cardFrozen; unfreezing lets it through", async () => {
    const { crew, card } = await cardTeam(t, clock);
    const frozen = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.viewer, { status: "frozen" });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json().card.status).toBe("frozen");
    const declined = await authorized(t, card.id, crew.viewer);
    expect(declined).toMatchObject({ status: "declined", declineReason: "cardFrozen", amount: "25.00" });
    // A holder changes the status alone; a colleague changes nothing.
    const limit = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.viewer, { dailyLimit: "1.00" });
    expect(limit.statusCode).toBe(403);
    const colleague = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.payer, { status: "active" });
    expect(colleague.statusCode).toBe(403);
    const unfrozen = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.owner, { status: "active" });
    expect(unfrozen.json().card.status).toBe("active");
    expect((await authorized(t, card.id, crew.viewer)).status).toBe("approved");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("975.00");
    await expectLedgerClean(t);
  });

  it("a manager lowers the limit and renames; a closed card declines cardClosed and never changes again", async () => {
    const { crew, card } = await cardTeam(t, clock);
    const changed = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.owner, {
      dailyLimit: "30.00",
      name: "Tools",
    });
    expect(changed.json().card).toMatchObject({ dailyLimit: "30.00", name: "Tools" });
    expect((await authorized(t, card.id, crew.viewer)).status).toBe("approved");
    expect(await authorized(t, card.id, crew.viewer)).toMatchObject({
      status: "declined",
      declineReason: "dailyLimitExceeded",
    });
    const tooHigh = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.owner, { dailyLimit: "50000.01" });
    expect(tooHigh.statusCode).toBe(400);
    const nothing = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.owner, {});
    expect(nothing.statusCode).toBe(400);
    const closed = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.viewer, { status: "closed" });
    expect(closed.json().card.status).toBe("closed");
    expect(await authorized(t, card.id, crew.viewer)).toMatchObject({
      status: "declined",
      declineReason: "cardClosed",
    });
    const reopen = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.owner, { status: "active" });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe("cardClosed");
    await expectLedgerClean(t);
  });

  it("a member who leaves has their cards frozen as they go", async () => {
    const { crew, card } = await cardTeam(t, clock, "0.00");
    const left = await over(
      t,
      "DELETE",
      `/api/businesses/${crew.businessId}/members/${crew.viewer.user.id}`,
      crew.viewer,
    );
    expect(left.statusCode, left.body).toBe(200);
    const [after] = await cardsOf(t, crew.businessId, crew.owner);
    expect(after).toMatchObject({ id: card.id, status: "frozen" });
  });

  it("a removed member's cards are frozen in the removal, stay frozen, and decline", async () => {
    const { crew, card } = await cardTeam(t, clock);
    await stepUpWithCode(t, clock, crew.owner);
    const removed = await over(
      t,
      "DELETE",
      `/api/businesses/${crew.businessId}/members/${crew.viewer.user.id}`,
      crew.owner,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const [after] = await cardsOf(t, crew.businessId, crew.owner);
    expect(after!.status).toBe("frozen");
    const unfreeze = await over(t, "PATCH", cardPath(crew.businessId, card.id), crew.owner, { status: "active" });
    expect(unfreeze.statusCode).toBe(409);
    expect(unfreeze.json().code).toBe("holderGone");
    expect(await authorized(t, card.id, crew.owner)).toMatchObject({ status: "declined", declineReason: "cardFrozen" });
    // The holder themself is no longer a member: the card is not found for them.
    expect((await authorize(t, card.id, crew.viewer)).statusCode).toBe(404);
    await expectLedgerClean(t);
  });
});

describe("authorisations, captures and releases", () => {
  it("an approved purchase is held, shows in the activity as a card transaction with the merchant, and captures", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00");
    const held = await authorized(t, card.id, crew.viewer);
    expect(held).toMatchObject({ status: "approved", declineReason: null, amount: "25.00", currency: "USD" });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "75.00",
      posted: "100.00",
      pending: "-25.00",
    });
    const activity = await over(t, "GET", `/api/businesses/${crew.businessId}/transactions?kind=card`, crew.viewer);
    expect(activity.json().transactions).toMatchObject([
      { kind: "card", counterparty: "Figma", amount: "-25.00", status: "pending", currency: "USD" },
    ]);
    expect((await cardsOf(t, crew.businessId, crew.viewer))[0]!.spentToday).toBe("25.00");

    // An empty body captures the whole hold.
    const captured = await captureOf(t, held.id, crew.viewer, {});
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().authorization).toMatchObject({ status: "captured", capturedAmount: "25.00" });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "75.00",
      posted: "75.00",
      pending: "0.00",
    });
    const posted = await over(t, "GET", `/api/businesses/${crew.businessId}/transactions?kind=card`, crew.viewer);
    expect(posted.json().transactions[0]).toMatchObject({ status: "posted", counterparty: "Figma", amount: "-25.00" });
    // Captured once: a second capture and a release are 409.
    expect((await captureOf(t, held.id, crew.viewer)).statusCode).toBe(409);
    expect((await releaseOf(t, held.id, crew.owner)).statusCode).toBe(409);
    await expectLedgerClean(t);
  });

  it("past the available balance is declined insufficientFunds, kept, and holds nothing", async () => {
    const { crew, card } = await cardTeam(t, clock, "20.00");
    const declined = await authorized(t, card.id, crew.viewer, { ...PURCHASE, amount: "20.01" });
    expect(declined).toMatchObject({ status: "declined", declineReason: "insufficientFunds" });
    const kept = await t.db.selectFrom("card_authorizations").selectAll().where("id", "=", declined.id).execute();
    expect(kept).toHaveLength(1);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("20.00");
    expect((await cardsOf(t, crew.businessId, crew.viewer))[0]!.spentToday).toBe("0.00");
    expect((await authorized(t, card.id, crew.viewer, { ...PURCHASE, amount: "20.00" })).status).toBe("approved");
    await expectLedgerClean(t);
  });

  it("a smaller capture posts less and gives the rest back; a larger one is 400; a release voids and gives back", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00", "60.00");
    const first = await authorized(t, card.id, crew.viewer, { ...PURCHASE, amount: "40.00" });
    const tooMuch = await captureOf(t, first.id, crew.viewer, { amount: "40.01" });
    expect(tooMuch.statusCode).toBe(400);
    const partial = await captureOf(t, first.id, crew.viewer, { amount: "30.00" });
    expect(partial.json().authorization).toMatchObject({
      status: "captured",
      amount: "40.00",
      capturedAmount: "30.00",
    });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "70.00",
      posted: "70.00",
      pending: "0.00",
    });
    expect((await cardsOf(t, crew.businessId, crew.viewer))[0]!.spentToday).toBe("30.00");
    const second = await authorized(t, card.id, crew.viewer, { ...PURCHASE, amount: "30.00" });
    expect(second.status).toBe("approved");
    const released = await releaseOf(t, second.id, crew.viewer);
    expect(released.json().authorization.status).toBe("released");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("70.00");
    expect((await cardsOf(t, crew.businessId, crew.viewer))[0]!.spentToday).toBe("30.00");
    expect((await captureOf(t, second.id, crew.viewer)).statusCode).toBe(409);
    await expectLedgerClean(t);
  });

  it("the same Idempotency-Key answers the first authorisation again and holds once; another body is 409", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => authorize(t, card.id, crew.viewer, PURCHASE, "card-key-1")),
    );
    const ok = answers.filter((answer) => answer.statusCode === 201);
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(new Set(ok.map((answer) => answer.json().authorization.id)).size).toBe(1);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("75.00");
    const other = await authorize(t, card.id, crew.viewer, { ...PURCHASE, amount: "26.00" }, "card-key-1");
    expect(other.statusCode).toBe(409);
    const none = await over(t, "POST", `/api/sandbox/cards/${card.id}/authorizations`, crew.viewer, PURCHASE);
    expect(none.statusCode).toBe(400);
    await expectLedgerClean(t);
  });

  it("one key with one body sent to two cards is two requests: the second is 409 and holds nothing", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00");
    const second = await issuedCard(t, clock, crew, { holderUserId: crew.viewer.user.id, dailyLimit: "100.00" });
    const first = await authorize(t, card.id, crew.viewer, PURCHASE, "card-key-2");
    expect(first.statusCode).toBe(201);
    const again = await authorize(t, second.id, crew.viewer, PURCHASE, "card-key-2");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("idempotencyKeyReused");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("75.00");
    await expectLedgerClean(t);
  });

  it("wrong types, too many decimals, unknown fields, an unknown category and a huge body are 4xx and hold nothing", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00");
    const bodies: unknown[] = [
      { ...PURCHASE, amount: 25 },
      { ...PURCHASE, amount: "25.001" },
      { ...PURCHASE, amount: "-5.00" },
      { ...PURCHASE, amount: "0.00" },
      { ...PURCHASE, merchant: { name: "X", category: "casino" } },
      { ...PURCHASE, merchant: { name: "", category: "software" } },
      { ...PURCHASE, merchant: "Figma" },
      { ...PURCHASE, extra: true },
      { ...PURCHASE, merchant: { name: "x".repeat(2_000_000), category: "software" } },
      [],
      null,
    ];
    for (const body of bodies) {
      const answer = await authorize(t, card.id, crew.viewer, body);
      expect(
        answer.statusCode,
        `${JSON.stringify(body)?.slice(0, 80)}: ${answer.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("100.00");
    await expectLedgerClean(t);
  });

  it("a manager can try a purchase on any card of the business; a member who neither holds nor manages it gets 403", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00");
    expect((await authorized(t, card.id, crew.owner)).status).toBe("approved");
    const payer = await authorize(t, card.id, crew.payer);
    expect(payer.statusCode).toBe(403);
    const signedOut = await over(t, "POST", `/api/sandbox/cards/${card.id}/authorizations`, null, PURCHASE, {
      "idempotency-key": "k1",
    });
    expect(signedOut.statusCode).toBe(401);
    await expectLedgerClean(t);
  });
});

describe("card spend in the analytics", () => {
  it("captured spend adds up by category; holds and releases are not spend", async () => {
    const { crew, card } = await cardTeam(t, clock, "1000.00");
    const buy = (amount: string, name: string, category: string) =>
      authorized(t, card.id, crew.viewer, { amount, merchant: { name, category } });
    for (const [amount, name, category] of [
      ["100.00", "Figma", "software"],
      ["50.00", "GitHub", "software"],
      ["200.00", "United", "travel"],
    ] as const)
      expect((await captureOf(t, (await buy(amount, name, category)).id, crew.viewer)).statusCode).toBe(200);
    await buy("70.00", "Hotel", "travel");
    const released = await buy("10.00", "Lunch", "meals");
    await releaseOf(t, released.id, crew.viewer);
    const answer = await over(t, "GET", `/api/businesses/${crew.businessId}/analytics/card-spend`, crew.approver);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      currency: "USD",
      total: "350.00",
      categories: [
        { category: "travel", amount: "200.00", count: 1 },
        { category: "software", amount: "150.00", count: 2 },
      ],
    });
    await expectLedgerClean(t);
  });
});

describe("expiry", () => {
  it("an approved authorisation nobody captures is released after 7 days by the rails; the limit's day is given back", async () => {
    const { crew, card } = await cardTeam(t, clock, "100.00");
    const held = await authorized(t, card.id, crew.viewer);
    clock.advance(7 * DAY + MINUTE);
    await runDueRailsJobs(t.app.deps, t.app.identity);
    const [row] = await t.db.selectFrom("card_authorizations").select("status").where("id", "=", held.id).execute();
    expect(row!.status).toBe("released");
    // The sessions have ended by now: the balances are read from the ledger itself.
    const [account] = await t.db
      .selectFrom("ledger_accounts")
      .select(["pending_out"])
      .where("id", "=", crew.checkingId)
      .execute();
    expect(Number(account!.pending_out)).toBe(0);
    await expectLedgerClean(t);
  });
});

describe("a second person", () => {
  it("a member added later gets a card; the owner holding a card of their own can reveal it after step-up", async () => {
    const crew = await team(t, clock, "Owner Card LLC");
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "10.00");
    const newcomer = await person(t, clock, { firstName: "Nina" });
    await addMember(t, crew.businessId, newcomer, ["view"]);
    await issuedCard(t, clock, crew, { holderUserId: newcomer.user.id });
    const own = await issuedCard(t, clock, crew, { holderUserId: crew.owner.user.id });
    const revealed = await over(t, "POST", `${cardPath(crew.businessId, own.id)}/reveal`, crew.owner);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect((await cardsOf(t, crew.businessId, newcomer)).map((card) => card.holder.firstName)).toEqual(["Nina"]);
  });
});

describe("logs", () => {
  it("at trace level, a reveal and a purchase log neither the card's number nor its CVC; a logged number is redacted", async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createListeningTestApp({ now: clock.now, logLevel: "trace", logStream: capture });
    try {
      const { crew, card } = await cardTeam(logged, clock, "100.00");
      await stepUpWithCode(logged, clock, crew.viewer);
      const revealed = await over(logged, "POST", `${cardPath(crew.businessId, card.id)}/reveal`, crew.viewer);
      expect(revealed.statusCode).toBe(200);
      const { number, cvc } = revealed.json() as { number: string; cvc: string };
      await authorized(logged, card.id, crew.viewer);
      logged.app.log.info({ card: { number, cvc } }, "a careless line");
      const everything = lines.join("");
      expect(everything).toContain("a careless line");
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(`"cvc":"${cvc}"`);
    } finally {
      await logged.close();
    }
  });
});
