// Payees, attacked on each engine: who may add and remove them, the checksums that catch a mistyped routing number
// or wallet address (400 on that field), and what an answer never carries (the whole account number).
import { PAYEE_MESSAGES as M, MAX_PAYEES, payeeAnswerSchema, payeeListSchema } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { addMember, business, person, send, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let businessId: string;
const ACH = {
  name: "Acme Supplies",
  method: "ach",
  accountNumber: "000123456789",
  routingNumber: "021000021",
  accountType: "checking",
  bankName: "Test Bank",
};
const USDC = { name: "Treasury wallet", method: "usdc", walletAddress: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await person(t, clock);
  businessId = await business(t, owner);
});
afterAll(() => t.close());

const payees = (id = businessId) => `/api/businesses/${id}/payees`;

describe("payees", () => {
  it("adds an ACH and a USDC payee, and answers only the account number's last four digits", async () => {
    const ach = await send(t.app, "POST", payees(), owner.cookie, ACH);
    expect(ach.statusCode, ach.body).toBe(201);
    const payee = payeeAnswerSchema.parse(ach.json()).payee;
    expect(payee).toMatchObject({
      name: "Acme Supplies",
      method: "ach",
      accountNumberEnding: "6789",
      walletAddress: null,
    });
    expect(ach.body).not.toContain("000123456789");
    expect((await send(t.app, "POST", payees(), owner.cookie, USDC)).statusCode).toBe(201);
    const list = payeeListSchema.parse((await send(t.app, "GET", payees(), owner.cookie)).json());
    expect(list.payees.map((p) => p.name)).toEqual(["Acme Supplies", "Treasury wallet"]);
    expect(JSON.stringify(list)).not.toContain("000123456789");
  });

  it("refuses a routing number failing its ABA checksum and a wallet address failing EIP-55, on that field", async () => {
    const routing = await send(t.app, "POST", payees(), owner.cookie, { ...ACH, routingNumber: "021000022" });
    expect(routing.statusCode).toBe(400);
    expect(routing.json().errors).toMatchObject({ routingNumber: M.routingNumber });
    const lower = await send(t.app, "POST", payees(), owner.cookie, {
      ...USDC,
      walletAddress: USDC.walletAddress.toLowerCase(),
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toMatchObject({ walletAddress: M.walletAddress });
    const flipped = await send(t.app, "POST", payees(), owner.cookie, {
      ...USDC,
      walletAddress: "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    });
    expect(flipped.statusCode).toBe(400);
    for (const body of [{ ...ACH, accountNumber: 123456789 }, { ...ACH, method: "cheque" }, { name: "x" }, [], "x"]) {
      const response = await send(t.app, "POST", payees(), owner.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("needs pay and a two-factor session to add; view-only gets 403, a password-only session secondFactorRequired", async () => {
    const viewer = await person(t, clock);
    await addMember(t, businessId, viewer, ["view"]);
    const byViewer = await send(t.app, "POST", payees(), viewer.cookie, ACH);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json()).toMatchObject({ code: "forbidden" });
    expect((await send(t.app, "GET", payees(), viewer.cookie)).statusCode).toBe(200);

    const payer = await person(t, clock, { passwordOnly: true });
    await addMember(t, businessId, payer, ["pay"]);
    const refused = await send(t.app, "POST", payees(), payer.cookie, ACH);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "secondFactorRequired",
      secondFactorRequired: true,
      secondFactors: ["code"],
    });

    const noFactor = await person(t, clock, { twoFactor: false });
    await addMember(t, businessId, noFactor, ["pay"]);
    const none = await send(t.app, "POST", payees(), noFactor.cookie, ACH);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: "secondFactorRequired", secondFactors: [] });
  });

  it("lets its creator or a manager remove a payee, nobody else; a stranger gets 404", async () => {
    const creator = await person(t, clock);
    const other = await person(t, clock);
    await addMember(t, businessId, creator, ["pay"]);
    await addMember(t, businessId, other, ["pay"]);
    const created = payeeAnswerSchema.parse((await send(t.app, "POST", payees(), creator.cookie, ACH)).json()).payee;
    expect((await send(t.app, "DELETE", `${payees()}/${created.id}`, other.cookie)).statusCode).toBe(403);
    const stranger = await person(t, clock);
    expect((await send(t.app, "DELETE", `${payees()}/${created.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await send(t.app, "DELETE", `${payees()}/${created.id}`, creator.cookie)).statusCode).toBe(200);
    expect((await send(t.app, "DELETE", `${payees()}/${created.id}`, owner.cookie)).statusCode).toBe(404);
    const second = payeeAnswerSchema.parse((await send(t.app, "POST", payees(), creator.cookie, USDC)).json()).payee;
    expect((await send(t.app, "DELETE", `${payees()}/${second.id}`, owner.cookie)).statusCode).toBe(200);
  });

  it(`never passes ${MAX_PAYEES} payees, however many are added at once`, async () => {
    const full = await business(t, owner, "Full Payees Inc");
    const filler = Array.from({ length: MAX_PAYEES - 3 }, (_, index) =>
      t.db
        .insertInto("payees")
        .values({
          id: `filler-${index}`,
          business_id: full,
          name: `Filler ${index}`,
          method: "usdc",
          account_number: null,
          routing_number: null,
          account_type: null,
          bank_name: null,
          address: null,
          wallet_address: USDC.walletAddress,
          created_by: owner.user.id,
          created_at: clock.current,
          removed_at: null,
        })
        .execute(),
    );
    await Promise.all(filler);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(t.app, "POST", payees(full), owner.cookie, USDC)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
  });
});
