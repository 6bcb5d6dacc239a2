// Payments attacked over real sockets, on each engine and, on PostgreSQL, across two instances of the service:
// a creator approving their own payment, a passkey assertion made for one payment sent to approve another (and
// replayed), one authenticator code spent on two approvals, payments racing for the same money and the same daily
// limit, a cancel racing an approval, a removed approver, a view-only member, a session without a second factor,
// another business's payment, a wrong type and a huge body. After every test that moved money the ledger adds up.
import crypto from "node:crypto";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { PAYMENT_MESSAGES as M, WORKSPACE_MESSAGES } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/auth/staff/staff-command.ts";
import { TestClock, sessionCookieOf } from "./support.ts";
import { createListeningTestApp, twoListeningInstances } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { expectLedgerClean, firstAccounts } from "./money-support.ts";
import {
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
  withPasskey,
  type ListeningApp,
  type Reply,
} from "./payment-support.ts";
import { addMember, person, stepUpWithCode } from "./workspace-support.ts";
import { signInWithPasskey } from "./passkey-support.ts";

const clock = new TestClock();
let t: ListeningApp;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
});
afterAll(() => t.close());

const codes = (answers: Reply[]) => answers.map((answer) => answer.statusCode);
/** Every answer is one of these statuses (never a 5xx, never anything unplanned). */
function expectOnly(answers: Reply[], allowed: number[]) {
  const odd = answers.filter((answer) => !allowed.includes(answer.statusCode));
  expect(odd.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
}

describe("separation of duties and who may act", () => {
  it("the creator approving or rejecting their own payment gets 403 ownPayment, even as an owner, and nothing moves", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "20000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.owner);
    const payment = await madePayment(t, crew.businessId, crew.owner, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "10000.00",
    });
    const tries = await Promise.all([
      approveWithCode(t, crew.businessId, payment.id, crew.owner, nextCode(clock, crew.owner)),
      approvalOptions(t, crew.businessId, payment.id, crew.owner),
      over(t, "POST", `${paymentPath(crew.businessId, payment.id)}/reject`, crew.owner, { reason: "mine" }),
    ]);
    for (const answer of tries) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject({ code: "ownPayment", message: M.ownPayment });
    }
    expect((await paymentOf(t, crew.businessId, payment.id, crew.owner)).approvals).toEqual([]);
    await expectLedgerClean(t);
  });

  it("a view-only member cannot make a payment (403), and one who may pay cannot approve (403)", async () => {
    const crew = await team(t, clock);
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const viewer = await createPayment(t, crew.businessId, crew.viewer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "1.00",
    });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().code).toBe("forbidden");
    const someone = crypto.randomUUID();
    const payer = await approveWithCode(t, crew.businessId, someone, crew.payer, "123456");
    expect(payer.statusCode).toBe(403);
  });

  it("an approver whose session did not prove a second factor gets 403 secondFactorRequired, and no options", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "20000.00");
    const passwordOnly = await person(t, clock, { passwordOnly: true, firstName: "Pat" });
    await addMember(t, crew.businessId, passwordOnly, ["view", "approve"]);
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "10000.00",
    });
    for (const answer of await Promise.all([
      approvalOptions(t, crew.businessId, payment.id, passwordOnly),
      approveWithCode(t, crew.businessId, payment.id, passwordOnly, nextCode(clock, passwordOnly)),
    ])) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject({ code: "secondFactorRequired", secondFactorRequired: true });
    }
    expect((await paymentOf(t, crew.businessId, payment.id, crew.viewer)).status).toBe("pending_approval");
  });

  it("a removed approver's approval cannot be completed: the options they asked for before approve nothing", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "20000.00");
    const authenticator = await withPasskey(t, clock, crew.approver);
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "10000.00",
    });
    const options = await approvalOptions(t, crew.businessId, payment.id, crew.approver);
    expect(options.statusCode, options.body).toBe(200);
    const assertion = authenticator.authenticate(options.json().webauthn as PublicKeyCredentialRequestOptionsJSON);
    await stepUpWithCode(t, clock, crew.owner);
    const removal = await over(
      t,
      "DELETE",
      `/api/businesses/${crew.businessId}/members/${crew.approver.user.id}`,
      crew.owner,
    );
    expect(removal.statusCode, removal.body).toBe(200);
    const late = await over(t, "POST", `${paymentPath(crew.businessId, payment.id)}/approve`, crew.approver, {
      passkey: assertion,
    });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ success: false, message: WORKSPACE_MESSAGES.businessNotFound, code: "notFound" });
    expect((await paymentOf(t, crew.businessId, payment.id, crew.viewer)).status).toBe("pending_approval");
  });

  it("another business's payment is not found for an approver of this one, on every payment route", async () => {
    const crew = await team(t, clock);
    const other = await team(t, clock, "Other Co");
    await fund(t, clock, other.businessId, other.owner, other.checkingId, "20000.00");
    const payeeId = await addPayee(t, other.businessId, other.payer);
    const payment = await madePayment(t, other.businessId, other.payer, {
      fromAccountId: other.checkingId,
      payeeId,
      amount: "10000.00",
    });
    const path = paymentPath(crew.businessId, payment.id);
    const answers = await Promise.all([
      over(t, "GET", path, crew.approver),
      approvalOptions(t, crew.businessId, payment.id, crew.approver),
      approveWithCode(t, crew.businessId, payment.id, crew.approver, nextCode(clock, crew.approver)),
      over(t, "POST", `${path}/reject`, crew.approver, { reason: "not ours" }),
      over(t, "POST", `${path}/cancel`, crew.owner),
      over(
        t,
        "POST",
        `/api/sandbox/payments/${payment.id}/return`,
        crew.owner,
        { reason: "x" },
        { "idempotency-key": "k" },
      ),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().code).toMatch(/^(paymentNotFound|notFound)$/);
    }
    expect((await paymentOf(t, other.businessId, payment.id, other.viewer)).status).toBe("pending_approval");
  });

  it("a wrong type, an unknown field, a number for an amount and a huge body are 4xx and leave nothing", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "100.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const base = { fromAccountId: crew.checkingId, payeeId, amount: "1.00" };
    const bodies: unknown[] = [
      { ...base, amount: 1 },
      { ...base, amount: "1e2" },
      { ...base, amount: "-1.00" },
      { ...base, amount: "1.001" },
      { ...base, sendOn: 20261201 },
      { ...base, extra: true },
      { ...base, payeeId: ["x"] },
      { ...base, memo: "m".repeat(141) },
      { ...base, memo: "m".repeat(2_000_000) },
      "not an object",
      null,
    ];
    const answers = await Promise.all(
      bodies.map((body) => createPayment(t, crew.businessId, crew.payer, body as never)),
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, `${index}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${index}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
    const approveBodies: unknown[] = [
      {},
      { code: "12345" },
      { code: 123456 },
      { code: "123456", passkey: {} },
      { passkey: "x" },
    ];
    const someone = crypto.randomUUID();
    for (const body of approveBodies) {
      const answer = await over(t, "POST", `${paymentPath(crew.businessId, someone)}/approve`, crew.approver, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const list = await over(t, "GET", `/api/businesses/${crew.businessId}/payments`, crew.viewer);
    expect(list.json().payments).toEqual([]);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("100.00");
  });
});

describe("transaction signing", () => {
  it("a passkey assertion made for payment A is refused for payment B (401), and a replayed one for A too", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "30000.00");
    const authenticator = await withPasskey(t, clock, crew.approver);
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const body = { fromAccountId: crew.checkingId, payeeId, amount: "10000.00" };
    const a = await madePayment(t, crew.businessId, crew.payer, body);
    const b = await madePayment(t, crew.businessId, crew.payer, body);
    const options = await approvalOptions(t, crew.businessId, a.id, crew.approver);
    expect(options.json()).toMatchObject({
      totp: true,
      summary: { amount: "10000.00", payeeName: "Acme Supplies LLC" },
    });
    const webauthn = options.json().webauthn as PublicKeyCredentialRequestOptionsJSON;
    expect(webauthn.userVerification).toBe("required");
    // The challenge commits to the payment: its first 32 bytes are SHA-256 of what is signed, different for B.
    const optionsB = (await approvalOptions(t, crew.businessId, b.id, crew.approver)).json().webauthn;
    expect(Buffer.from(webauthn.challenge, "base64url").subarray(0, 32)).not.toEqual(
      Buffer.from(optionsB.challenge, "base64url").subarray(0, 32),
    );
    const forA = authenticator.authenticate(webauthn);

    const onB = await over(t, "POST", `${paymentPath(crew.businessId, b.id)}/approve`, crew.approver, {
      passkey: forA,
    });
    expect(onB.statusCode).toBe(401);
    expect(onB.json()).toMatchObject({ code: "wrongProof", message: M.wrongProof });
    // Not as a sign-in either: a signing challenge opens no session.
    const asSignIn = await signInWithPasskey(t.app, authenticator);
    expect(asSignIn.statusCode).toBe(200); // a fresh sign-in ceremony of its own works...
    const stolen = await over(t, "POST", "/api/auth/passkey-signin", null, { response: forA });
    expect(stolen.statusCode).toBe(401); // ...but the payment's assertion is not one.

    // The approver signed in again above (one device at a time): their new session approves A with a fresh ceremony.
    crew.approver.cookie = sessionCookieOf(asSignIn);
    const options2 = (await approvalOptions(t, crew.businessId, a.id, crew.approver)).json().webauthn;
    const fresh = authenticator.authenticate(options2);
    const approved = await over(t, "POST", `${paymentPath(crew.businessId, a.id)}/approve`, crew.approver, {
      passkey: fresh,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payment.approvals[0].method).toBe("passkey");
    // The evidence is kept: the assertion, bound to A's terms.
    const evidence = await t.db
      .selectFrom("payment_approvals")
      .select(["method", "evidence"])
      .where("payment_id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(evidence.evidence)).toMatchObject({
      credentialId: fresh.id,
      signature: fresh.response.signature,
    });
    // Replayed, on A (approved already) or on B (another payment): refused, and B is untouched.
    const replays = await Promise.all([
      over(t, "POST", `${paymentPath(crew.businessId, a.id)}/approve`, crew.approver, { passkey: fresh }),
      over(t, "POST", `${paymentPath(crew.businessId, b.id)}/approve`, crew.approver, { passkey: fresh }),
    ]);
    expect(codes(replays)).toEqual([409, 401]);
    expect((await paymentOf(t, crew.businessId, b.id, crew.viewer)).approvals).toEqual([]);
    // The failed signatures count like failed sign-ins, in the approver's own account activity.
    const activity = await over(t, "GET", "/api/auth/activity", crew.approver);
    expect(JSON.stringify(activity.json())).toContain("identity_confirmation_failed");
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });

  it("one authenticator code cannot approve two payments, even sent to both at once", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "30000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const body = { fromAccountId: crew.checkingId, payeeId, amount: "10000.00" };
    const a = await madePayment(t, crew.businessId, crew.payer, body);
    const b = await madePayment(t, crew.businessId, crew.payer, body);
    const code = nextCode(clock, crew.approver);
    const answers = await Promise.all([
      approveWithCode(t, crew.businessId, a.id, crew.approver, code),
      approveWithCode(t, crew.businessId, b.id, crew.approver, code),
    ]);
    expect(codes(answers).sort()).toEqual([200, 401]);
    const statuses = await Promise.all(
      [a, b].map(async (payment) => (await paymentOf(t, crew.businessId, payment.id, crew.viewer)).status),
    );
    expect(statuses.sort()).toEqual(["pending_approval", "processing"]);
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });
});

describe("staff read payments", () => {
  it("staff with view see a business's payments with each approval's evidence; a customer, even its owner, may not", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "20000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "10000.00",
    });
    await approveWithCode(t, crew.businessId, payment.id, crew.approver, nextCode(clock, crew.approver));
    const staffer = await person(t, clock, { firstName: "Stella" });
    await runStaffCommand(t.db, ["grant", staffer.email, "view"], clock.current);
    const path = `/api/admin/businesses/${crew.businessId}/payments`;
    const read = await over(t, "GET", path, staffer);
    expect(read.statusCode, read.body).toBe(200);
    const [seen] = read.json().payments;
    expect(seen).toMatchObject({ id: payment.id, status: "processing", approvals: [{ firstName: "Arthur" }] });
    expect(seen.evidence).toMatchObject([
      { userId: crew.approver.user.id, method: "code", evidence: { step: expect.any(Number) } },
    ]);
    expect(seen.evidence[0].evidence.binding).toMatch(/^[0-9a-f]{64}$/);
    for (const who of [crew.owner, crew.approver]) expect((await over(t, "GET", path, who)).statusCode).toBe(403);
    expect((await over(t, "GET", `/api/admin/businesses/${crypto.randomUUID()}/payments`, staffer)).statusCode).toBe(
      404,
    );
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });
});

describe("races for money", () => {
  it("payments sent at once that together exceed the available balance are made only as far as the money goes", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "100.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        createPayment(t, crew.businessId, crew.payer, { fromAccountId: crew.checkingId, payeeId, amount: "10.00" }),
      ),
    );
    expectOnly(answers, [201, 422]);
    expect(codes(answers).filter((code) => code === 201)).toHaveLength(10);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe("insufficientFunds");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance).toEqual({
      available: "0.00",
      posted: "100.00",
      pending: "-100.00",
    });
    await letRailsRun(t, clock);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.posted).toBe("0.00");
    await expectLedgerClean(t);
  });

  it("the daily limit holds under parallel creation: 250,000.00 a UTC day, and not a cent more", async () => {
    const crew = await team(t, clock);
    await stepUpWithCode(t, clock, crew.owner);
    await over(t, "PUT", `/api/businesses/${crew.businessId}/approval-policy`, crew.owner, { rules: [] });
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "400000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        createPayment(t, crew.businessId, crew.payer, { fromAccountId: crew.checkingId, payeeId, amount: "10000.00" }),
      ),
    );
    expectOnly(answers, [201, 422]);
    expect(codes(answers).filter((code) => code === 201)).toHaveLength(25);
    expect(answers.find((answer) => answer.statusCode === 422)!.json()).toMatchObject({ code: "dailyLimitExceeded" });
    const last = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "0.01",
    });
    expect(last.json().code).toBe("dailyLimitExceeded");
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("150000.00");
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });

  it("the same Idempotency-Key sent many times at once makes one payment and holds once", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "100.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const key = crypto.randomUUID();
    const body = { fromAccountId: crew.checkingId, payeeId, amount: "30.00" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createPayment(t, crew.businessId, crew.payer, body, key)),
    );
    expectOnly(answers, [201, 409]);
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(new Set(made.map((answer) => answer.json().payment.id)).size).toBe(1);
    expect((await firstAccounts(t, crew.businessId, crew.owner)).checking.balance.available).toBe("70.00");
    const reused = await createPayment(t, crew.businessId, crew.payer, { ...body, amount: "31.00" }, key);
    expect(reused.statusCode).toBe(409);
    await letRailsRun(t, clock);
    await expectLedgerClean(t);
  });

  it("cancel racing approve leaves one outcome and a consistent ledger, twenty times over", async () => {
    const crew = await team(t, clock);
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "300000.00");
    await stepUpWithCode(t, clock, crew.owner);
    await over(t, "PUT", `/api/businesses/${crew.businessId}/approval-policy`, crew.owner, {
      rules: [{ atLeast: "1.00", currency: "USD", approvals: 1 }],
    });
    const payeeId = await addPayee(t, crew.businessId, crew.payer);
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const payment = await madePayment(t, crew.businessId, crew.payer, {
        fromAccountId: crew.checkingId,
        payeeId,
        amount: "5.00",
      });
      const [approve, cancel] = await Promise.all([
        approveWithCode(t, crew.businessId, payment.id, crew.approver, nextCode(clock, crew.approver)),
        over(t, "POST", `${paymentPath(crew.businessId, payment.id)}/cancel`, crew.payer),
      ]);
      expect([approve.statusCode, cancel.statusCode].sort(), `${approve.body} ${cancel.body}`).toEqual([200, 409]);
      const after = await paymentOf(t, crew.businessId, payment.id, crew.viewer);
      expect(after.status).toBe(approve.statusCode === 200 ? "processing" : "canceled");
      outcomes.add(after.status);
    }
    await expectLedgerClean(t);
    await letRailsRun(t, clock);
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

    it("payments split between the instances are made only as far as the money and the day's limit go", async () => {
      const { a } = instances;
      const crew = await team(a, shared, "Split Co");
      await stepUpWithCode(a, shared, crew.owner);
      await over(a, "PUT", `/api/businesses/${crew.businessId}/approval-policy`, crew.owner, { rules: [] });
      await fund(a, shared, crew.businessId, crew.owner, crew.checkingId, "240000.00");
      const payeeId = await addPayee(a, crew.businessId, crew.payer);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          createPayment(either(index), crew.businessId, crew.payer, {
            fromAccountId: crew.checkingId,
            payeeId,
            amount: "5000.00",
          }),
        ),
      );
      expectOnly(answers, [201, 422]);
      expect(codes(answers).filter((code) => code === 201)).toHaveLength(48);
      expect((await firstAccounts(a, crew.businessId, crew.owner)).checking.balance.available).toBe("0.00");
      // And the limit, with money enough: 250,000.00 in all on the day.
      await fund(a, shared, crew.businessId, crew.owner, crew.checkingId, "100000.00");
      const more = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          createPayment(either(index), crew.businessId, crew.payer, {
            fromAccountId: crew.checkingId,
            payeeId,
            amount: "5000.00",
          }),
        ),
      );
      expectOnly(more, [201, 422]);
      expect(codes(more).filter((code) => code === 201)).toHaveLength(2);
      await expectLedgerClean(a);
    });

    it("cancel on one instance racing approve on the other leaves one outcome; one code approves one payment", async () => {
      const { a, b } = instances;
      const crew = await team(a, shared, "Race Co");
      await fund(a, shared, crew.businessId, crew.owner, crew.checkingId, "200000.00");
      const payeeId = await addPayee(a, crew.businessId, crew.payer);
      for (let round = 0; round < 10; round += 1) {
        const payment = await madePayment(a, crew.businessId, crew.payer, {
          fromAccountId: crew.checkingId,
          payeeId,
          amount: "10000.00",
        });
        const [approve, cancel] = await Promise.all([
          approveWithCode(a, crew.businessId, payment.id, crew.approver, nextCode(shared, crew.approver)),
          over(b, "POST", `${paymentPath(crew.businessId, payment.id)}/cancel`, crew.payer),
        ]);
        expect([approve.statusCode, cancel.statusCode].sort(), `${approve.body} ${cancel.body}`).toEqual([200, 409]);
      }
      const body = { fromAccountId: crew.checkingId, payeeId, amount: "10000.00" };
      const one = await madePayment(a, crew.businessId, crew.payer, body);
      const two = await madePayment(a, crew.businessId, crew.payer, body);
      const code = nextCode(shared, crew.approver);
      const answers = await Promise.all([
        approveWithCode(a, crew.businessId, one.id, crew.approver, code),
        approveWithCode(b, crew.businessId, two.id, crew.approver, code),
      ]);
      expect(codes(answers).sort()).toEqual([200, 401]);
      await expectLedgerClean(a);
    });
  });
