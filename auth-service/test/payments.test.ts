// Payments and their approvals, over a real socket on each engine: the rules (straight to the rails below every
// threshold, one approval by default at 10,000.00, two different approvers for a two-approval rule, 422 when the
// business has too few approvers), the lifecycle over the sandbox rails (settle, fail, return, a later send day),
// the exact USDC fee, and the mail each step sends. The attacks on them are in payments-attacks.test.ts.
import { PAYMENT_MESSAGES as M } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "./outbox.ts";
import { TestClock } from "./support.ts";
import { createListeningTestApp } from "./test-app.ts";
import { expectLedgerClean, firstAccounts } from "./money-support.ts";
import {
  ACH_PAYEE,
  CLOSED_ACCOUNT_PAYEE,
  USDC_PAYEE,
  addPayee,
  approvalOptions,
  approveWithCode,
  createPayment,
  fund,
  letRailsRun,
  madePayment,
  nextCode,
  over,
  paymentOf,
  paymentPath,
  team,
  type ListeningApp,
} from "./payment-support.ts";
import { stepUpWithCode, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: ListeningApp;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
});
afterAll(() => t.close());

async function mailTo(email: string) {
  await t.app.settleBackgroundWork();
  return readOutbox(t.dataDir).filter((mail) => mail.to.includes(email));
}

describe("the approval rules", () => {
  it("a payment below every threshold goes straight to processing and settles over the sandbox rails", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "1000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "250.00",
      memo: "Invoice 1042",
    });
    expect(payment).toMatchObject({
      status: "processing",
      amount: "250.00",
      currency: "USD",
      fee: "0.00",
      approvalsRequired: 0,
      approvals: [],
      memo: "Invoice 1042",
      payee: { id: payeeId, name: ACH_PAYEE.name, method: "ach" },
    });
    expect(payment.payee.destination).toBe("ACH to checking account ending 6789, routing 021000021");
    let accounts = await firstAccounts(t, crew.businessId, crew.owner);
    expect(accounts.checking.balance).toEqual({ available: "750.00", posted: "1000.00", pending: "-250.00" });

    await letRailsRun(t, clock, 29_000);
    expect((await paymentOf(t, crew.businessId, payment.id, crew.payer)).status).toBe("processing");
    await letRailsRun(t, clock, 2_000);
    const settled = await paymentOf(t, crew.businessId, payment.id, crew.payer);
    expect(settled.status).toBe("settled");
    expect(settled.timeline.map((step) => step.status)).toEqual(["processing", "settled"]);
    accounts = await firstAccounts(t, crew.businessId, crew.owner);
    expect(accounts.checking.balance).toEqual({ available: "750.00", posted: "750.00", pending: "0.00" });
    expect((await mailTo(crew.payer.email)).map((mail) => mail.subject)).toContain(
      `Meridian Business: your payment to ${ACH_PAYEE.name} settled`,
    );
    await expectLedgerClean(t);
  });

  it("a 15,000.00 payment needs one approval by default: the approver is mailed, approves with a code, it settles", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "20000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "15000.00",
    });
    expect(payment).toMatchObject({ status: "pending_approval", approvalsRequired: 1 });
    const asked = await mailTo(crew.approver.email);
    expect(asked.map((mail) => mail.subject)).toContain(
      `Meridian Business: a payment of 15,000.00 USD to ${ACH_PAYEE.name} needs your approval`,
    );
    expect(asked.at(-1)!.links.some((link) => link.includes(`payment=${payment.id}`))).toBe(true);
    // The owner, who may approve too, is asked; the payer who made it is not.
    expect((await mailTo(crew.owner.email)).some((mail) => mail.subject.includes("needs your approval"))).toBe(true);
    expect((await mailTo(crew.payer.email)).some((mail) => mail.subject.includes("needs your approval"))).toBe(false);

    const options = await approvalOptions(t, crew.businessId, payment.id, crew.approver);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({
      summary: { amount: "15000.00", currency: "USD", fee: "0.00", payeeName: ACH_PAYEE.name },
      webauthn: null,
      totp: true,
    });
    const approved = await approveWithCode(
      t,
      crew.businessId,
      payment.id,
      crew.approver,
      nextCode(clock, crew.approver),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payment).toMatchObject({
      status: "processing",
      approvals: [{ userId: crew.approver.user.id, firstName: "Arthur", method: "code" }],
    });
    expect((await mailTo(crew.payer.email)).map((mail) => mail.subject)).toContain(
      `Meridian Business: your payment to ${ACH_PAYEE.name} was fully approved`,
    );
    await letRailsRun(t, clock);
    const settled = await paymentOf(t, crew.businessId, payment.id, crew.viewer);
    expect(settled.status).toBe("settled");
    expect(settled.timeline.map((step) => [step.status, step.by?.firstName ?? null])).toEqual([
      ["pending_approval", "Paula"],
      ["processing", "Arthur"],
      ["settled", null],
    ]);
    // The activity shows the hold, then the posting.
    const activity = await over(t, "GET", `/api/businesses/${crew.businessId}/transactions?kind=payment`, crew.viewer);
    expect(activity.json().transactions).toMatchObject([
      { amount: "-15000.00", status: "posted", paymentId: payment.id, description: `ACH payment to ${ACH_PAYEE.name}` },
    ]);
    await expectLedgerClean(t);
  });

  it("each approver's inbox (awaiting=me) holds what waits for them: not their own, not what they approved", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "20000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const terms = { fromAccountId: crew.checkingId, payeeId, amount: "10000.00" };
    const payers = await madePayment(t, crew.businessId, crew.payer, terms);
    clock.advance(1_000);
    const owners = await madePayment(t, crew.businessId, crew.owner, terms);
    const awaiting = async (who: Person, query = "") => {
      const page = await over(t, "GET", `/api/businesses/${crew.businessId}/payments?awaiting=me${query}`, who);
      expect(page.statusCode, page.body).toBe(200);
      return page.json() as { payments: { id: string }[]; nextCursor: string | null };
    };
    const ids = async (who: Person) => (await awaiting(who)).payments.map((each) => each.id);
    expect(await ids(crew.approver)).toEqual([owners.id, payers.id]);
    expect(await ids(crew.owner)).toEqual([payers.id]);
    // Neither may approve: a payer's and a viewer's inboxes are empty, whatever waits.
    expect(await ids(crew.payer)).toEqual([]);
    expect(await ids(crew.viewer)).toEqual([]);
    // A page at a time, like the list.
    const first = await awaiting(crew.approver, "&limit=1");
    expect(first.payments.map((each) => each.id)).toEqual([owners.id]);
    const rest = await awaiting(crew.approver, `&limit=1&cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ payments: [{ id: payers.id }], nextCursor: null });

    const approved = await approveWithCode(
      t,
      crew.businessId,
      payers.id,
      crew.approver,
      nextCode(clock, crew.approver),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ids(crew.approver)).toEqual([owners.id]);
    expect(await ids(crew.owner)).toEqual([]);
    const canceled = await over(t, "POST", `${paymentPath(crew.businessId, owners.id)}/cancel`, crew.owner);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await ids(crew.approver)).toEqual([]);
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });

  it("a two-approval rule needs two different approvers; the first approval leaves it waiting", async () => {
    const crew = await team(t, clock);
    await stepUpWithCode(t, clock, crew.owner);
    const policy = await over(t, "PUT", `/api/businesses/${crew.businessId}/approval-policy`, crew.owner, {
      rules: [{ atLeast: "100.00", currency: "USD", approvals: 2 }],
    });
    expect(policy.statusCode, policy.body).toBe(200);
    expect(policy.json()).toEqual({
      success: true,
      rules: [{ atLeast: "100.00", currency: "USD", approvals: 2 }],
      approvers: 2,
    });
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "500.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "100.00",
    });
    expect(payment.approvalsRequired).toBe(2);
    const first = await approveWithCode(t, crew.businessId, payment.id, crew.approver, nextCode(clock, crew.approver));
    expect(first.json().payment).toMatchObject({ status: "pending_approval" });
    const again = await approveWithCode(t, crew.businessId, payment.id, crew.approver, nextCode(clock, crew.approver));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "alreadyApproved", message: M.alreadyApproved });
    const second = await approveWithCode(t, crew.businessId, payment.id, crew.owner, nextCode(clock, crew.owner));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().payment.status).toBe("processing");
    expect(second.json().payment.approvals.map((approval: { firstName: string }) => approval.firstName)).toEqual([
      "Arthur",
      "Olivia",
    ]);
    // Below the rule's amount: no approval.
    const small = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "99.99",
    });
    expect(small.status).toBe("processing");
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });

  it("a business with one approver and a two-approval rule gets 422 notEnoughApprovers at creation, holding nothing", async () => {
    const crew = await team(t, clock);
    await stepUpWithCode(t, clock, crew.owner);
    await over(t, "PUT", `/api/businesses/${crew.businessId}/approval-policy`, crew.owner, {
      rules: [{ atLeast: "1.00", currency: "USD", approvals: 2 }],
    });
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "100.00");
    const payeeId = await addPayee(t, crew.businessId, crew.owner);
    // The owner makes it: the approver alone is left to approve.
    const refused = await createPayment(t, crew.businessId, crew.owner, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "10.00",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "notEnoughApprovers", message: M.notEnoughApprovers });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("100.00");
    // The payer's payment has two others who may approve: the owner and the approver.
    const made = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "10.00",
    });
    expect(made.statusCode, made.body).toBe(201);
    await expectLedgerClean(t);
  });

  it("rules are checked: a duplicate, 4 approvals or a bad amount is 400 and leaves the rules as they were", async () => {
    const crew = await team(t, clock);
    await stepUpWithCode(t, clock, crew.owner);
    const path = `/api/businesses/${crew.businessId}/approval-policy`;
    for (const rules of [
      [
        { atLeast: "10.00", currency: "USD", approvals: 1 },
        { atLeast: "10.0", currency: "USD", approvals: 2 },
      ],
      [{ atLeast: "10.00", currency: "USD", approvals: 4 }],
      [{ atLeast: "10.001", currency: "USD", approvals: 1 }],
      [{ atLeast: 10, currency: "USD", approvals: 1 }],
      [{ atLeast: "10.00", currency: "BTC", approvals: 1 }],
    ]) {
      const answer = await over(t, "PUT", path, crew.owner, { rules });
      expect(answer.statusCode, JSON.stringify(rules)).toBe(400);
    }
    const policy = await over(t, "GET", path, crew.viewer);
    expect(policy.json()).toEqual({
      success: true,
      rules: [
        { atLeast: "10000.00", currency: "USD", approvals: 1 },
        { atLeast: "10000.000000", currency: "USDC", approvals: 1 },
      ],
      approvers: 2,
    });
    // No rules at all: nothing needs an approval.
    const none = await over(t, "PUT", path, crew.owner, { rules: [] });
    expect(none.json().rules).toEqual([]);
  });
});

describe("the lifecycle over the sandbox rails", () => {
  it("USDC sent out pays the 1.73% fee, held beside the amount and posted to the bank's fees at settlement", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.walletId, "2000.000000", "usdc");
    const payeeId = await addPayee(t, crew.businessId, crew.payer, USDC_PAYEE);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.walletId,
      payeeId,
      amount: "1000.000001",
    });
    // 1.73% of 1,000.000001 is 17.30000001730: rounded up to the micro-USDC.
    expect(payment).toMatchObject({ amount: "1000.000001", fee: "17.300001", currency: "USDC", status: "processing" });
    expect(payment.payee.destination).toBe(`USDC to ${USDC_PAYEE.walletAddress}`);
    let wallet = (await firstAccounts(t, crew.businessId, crew.owner)).wallet;
    expect(wallet.balance.available).toBe("982.699998");
    await letRailsRun(t, clock, 2_300);
    expect((await paymentOf(t, crew.businessId, payment.id, crew.payer)).status).toBe("settled");
    wallet = (await firstAccounts(t, crew.businessId, crew.owner)).wallet;
    expect(wallet.balance).toEqual({ available: "982.699998", posted: "982.699998", pending: "0.000000" });
    const fees = await t.db
      .selectFrom("ledger_entries")
      .select((eb) => eb.fn.sum<string>("amount").as("total"))
      .where("account_id", "=", "bank-fees-usdc")
      .where("transaction_id", "in", (eb) =>
        eb.selectFrom("ledger_transactions").select("id").where("payment_id", "=", payment.id),
      )
      .executeTakeFirstOrThrow();
    expect(BigInt(fees.total)).toBe(17_300_001n);
    await expectLedgerClean(t);
  });

  it("ACH needs a USD account and USDC a wallet: the wrong pair is 400 methodCurrency", async () => {
    const crew = await team(t, clock);
    const usdc = await addPayee(t, crew.businessId, crew.payer, USDC_PAYEE);
    const answer = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId: usdc,
      amount: "1.00",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "methodCurrency" });
  });

  it("a payment to the sandbox's closed account fails: its hold is voided and the day's limit given back", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "300.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer, CLOSED_ACCOUNT_PAYEE);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "300.00",
    });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("0.00");
    await letRailsRun(t, clock);
    const failed = await paymentOf(t, crew.businessId, payment.id, crew.payer);
    expect(failed.status).toBe("failed");
    expect(failed.timeline.at(-1)!.note).toContain("account is closed");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "300.00",
      posted: "300.00",
      pending: "0.00",
    });
    const sent = await t.db
      .selectFrom("payment_daily_totals")
      .select("sent")
      .where("business_id", "=", crew.businessId)
      .executeTakeFirstOrThrow();
    expect(Number(sent.sent)).toBe(0);
    expect((await mailTo(crew.payer.email)).map((mail) => mail.subject)).toContain(
      `Meridian Business: your payment to ${CLOSED_ACCOUNT_PAYEE.name} failed`,
    );
    await expectLedgerClean(t);
  });

  it("a sandbox return credits a settled payment's amount back; a payment not settled cannot be returned", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "500.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "200.00",
    });
    const path = `/api/sandbox/payments/${payment.id}/return`;
    const early = await over(
      t,
      "POST",
      path,
      crew.owner,
      { reason: "R03 No account" },
      { "idempotency-key": "r-early" },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("notReturnable");
    await letRailsRun(t, clock);
    // A manager may; the payer, who does not manage, may not; a stranger is told nothing.
    const payerTry = await over(t, "POST", path, crew.payer, { reason: "x" }, { "idempotency-key": "r-payer" });
    expect(payerTry.statusCode).toBe(403);
    const returned = await over(
      t,
      "POST",
      path,
      crew.owner,
      { reason: "R03 No account" },
      { "idempotency-key": "r-1" },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().payment.status).toBe("returned");
    expect(returned.json().payment.timeline.at(-1)).toMatchObject({ status: "returned", note: "R03 No account" });
    // The same key answers the same and credits nothing more.
    const replay = await over(t, "POST", path, crew.owner, { reason: "R03 No account" }, { "idempotency-key": "r-1" });
    expect(replay.body).toBe(returned.body);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "500.00",
      posted: "500.00",
      pending: "0.00",
    });
    await t.app.settleBackgroundWork();
    expect((await mailTo(crew.payer.email)).map((mail) => mail.subject)).toContain(
      `Meridian Business: your payment to ${ACH_PAYEE.name} was returned`,
    );
    await expectLedgerClean(t);
  });

  it("a payment for a later day is scheduled, held at once, and sent on that day (UTC)", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "100.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const tomorrow = new Date(clock.current + 86_400_000).toISOString().slice(0, 10);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "40.00",
      sendOn: tomorrow,
    });
    expect(payment).toMatchObject({ status: "scheduled", sendOn: tomorrow });
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("60.00");
    await letRailsRun(t, clock, 60_000);
    expect((await paymentOf(t, crew.businessId, payment.id, crew.payer)).status).toBe("scheduled");
    // A day in the past, or over a year ahead, is refused at its field.
    for (const sendOn of ["2020-01-01", "2099-01-01", "2026-02-30"]) {
      const refused = await createPayment(t, crew.businessId, crew.payer, {
        fromAccountId: crew.checkingId,
        payeeId,
        amount: "1.00",
        sendOn,
      });
      expect(refused.statusCode, sendOn).toBe(400);
    }
    // Its day comes (the sessions of this test have long ended by then: the payment is read in the database).
    const statusNow = async () =>
      (await t.db.selectFrom("payments").select("status").where("id", "=", payment.id).executeTakeFirstOrThrow())
        .status;
    clock.current = Date.parse(`${tomorrow}T00:00:01Z`);
    await letRailsRun(t, clock, 0);
    expect(await statusNow()).toBe("processing");
    await letRailsRun(t, clock);
    expect(await statusNow()).toBe("settled");
    await expectLedgerClean(t);
  });

  it("a rejection releases the hold and tells the creator why; a cancel by its creator does too", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "30000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const body = { fromAccountId: crew.checkingId, payeeId, amount: "12000.00" };
    const first = await madePayment(t, crew.businessId, crew.payer, body);
    const second = await madePayment(t, crew.businessId, crew.payer, body);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("6000.00");
    const rejected = await over(t, "POST", `${paymentPath(crew.businessId, first.id)}/reject`, crew.approver, {
      reason: "Duplicate of invoice 7",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().payment.timeline.at(-1)).toMatchObject({
      status: "rejected",
      note: "Duplicate of invoice 7",
      by: { firstName: "Arthur" },
    });
    const canceled = await over(t, "POST", `${paymentPath(crew.businessId, second.id)}/cancel`, crew.payer);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().payment.status).toBe("canceled");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "30000.00",
      posted: "30000.00",
      pending: "0.00",
    });
    const mails = (await mailTo(crew.payer.email)).map((mail) => mail.body);
    expect(mails.some((text) => text.includes("Reason given: Duplicate of invoice 7"))).toBe(true);
    // Ended payments cannot be approved, rejected or canceled again.
    const late = await approveWithCode(t, crew.businessId, first.id, crew.approver, nextCode(clock, crew.approver));
    expect(late.json().code).toBe("notAwaitingApproval");
    const again = await over(t, "POST", `${paymentPath(crew.businessId, second.id)}/cancel`, crew.payer);
    expect(again.json().code).toBe("notCancelable");
    await expectLedgerClean(t);
  });

  it("lists the business's payments newest first, by status, a page at a time", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "100.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const made = [];
    for (let index = 0; index < 3; index += 1) {
      clock.advance(1_000);
      made.push(
        await madePayment(t, crew.businessId, crew.payer, { fromAccountId: crew.checkingId, payeeId, amount: "1.00" }),
      );
    }
    const page = await over(t, "GET", `/api/businesses/${crew.businessId}/payments?limit=2`, crew.viewer);
    expect(page.json().payments.map((payment: { id: string }) => payment.id)).toEqual([made[2]!.id, made[1]!.id]);
    const next = await over(
      t,
      "GET",
      `/api/businesses/${crew.businessId}/payments?limit=2&cursor=${page.json().nextCursor}`,
      crew.viewer,
    );
    expect(next.json()).toMatchObject({ payments: [{ id: made[0]!.id }], nextCursor: null });
    const waiting = await over(
      t,
      "GET",
      `/api/businesses/${crew.businessId}/payments?status=pending_approval`,
      crew.viewer,
    );
    expect(waiting.json().payments).toEqual([]);
    const bad = await over(t, "GET", `/api/businesses/${crew.businessId}/payments?cursor=nonsense`, crew.viewer);
    expect(bad.statusCode).toBe(400);
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });
});
