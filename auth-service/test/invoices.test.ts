// Invoices on each engine: totals exact for any quantity and unit price (against an independent BigInt computation),
// numbers gap-free under parallel creates, a send that mails the customer once with the PDF (its text holds the lines,
// the total, the payment details and the reference), deposits carrying the reference that pay it wholly or in part
// when they post (racing deposits each counted once), overdue after the due day, void; and the attacks: another
// business's invoice, a view-only member, bad quantities and prices, parallel sends and voids (on PostgreSQL across two
// instances too). The ledger adds up after every test that moved money.
import crypto from "node:crypto";
import fc from "fast-check";
import { extractText, getDocumentProxy } from "unpdf";
import { CURRENCY_DECIMALS, MAX_AMOUNT_MINOR, type Currency, type Invoice } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueRailsJobs } from "../src/workspace/rails/rails-worker.ts";
import { attachmentsOf, readOutbox } from "./outbox.ts";
import { DAY, MINUTE, TestClock } from "./support.ts";
import { createTestApp, twoInstances, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { expectLedgerClean, firstAccounts, fund, sendMoney } from "./money-support.ts";
import { team, type Team } from "./payment-support.ts";
import { business, person, send, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  // Many teams and invoices in one minute: past the per-minute cap a person could reach (its own tests are elsewhere).
  t = await createTestApp({ now: clock.now, floodLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const invoicesPath = (businessId: string) => `/api/businesses/${businessId}/invoices`;
const invoicePath = (businessId: string, invoiceId: string) => `${invoicesPath(businessId)}/${invoiceId}`;
const day = (offsetDays: number) => new Date(clock.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface LineInput {
  description: string;
  quantity: string;
  unitPrice: string;
}

function invoiceBody(accountId: string, lines: readonly object[], extra: Record<string, unknown> = {}) {
  return {
    customer: { name: "Globex Corporation", email: "billing@globex.example" },
    lines,
    dueOn: day(30),
    accountId,
    memo: "Thank you for your business",
    ...extra,
  };
}

const ONE_LINE = [{ description: "Consulting, November", quantity: "2.5", unitPrice: "400.00" }];

function create(crew: { businessId: string }, who: Person, body: unknown, key: string = crypto.randomUUID()) {
  return sendMoney(t.app, invoicesPath(crew.businessId), who.cookie, body, key);
}

async function created(crew: Team, body: unknown, who: Person = crew.payer): Promise<Invoice> {
  const answer = await create(crew, who, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().invoice;
}

async function invoiceOf(crew: Team, invoiceId: string): Promise<Invoice> {
  const answer = await send(t.app, "GET", invoicePath(crew.businessId, invoiceId), crew.viewer.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().invoice;
}

async function sent(crew: Team, body: unknown): Promise<Invoice> {
  const invoice = await created(crew, body);
  const answer = await send(t.app, "POST", `${invoicePath(crew.businessId, invoice.id)}/send`, crew.payer.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().invoice;
}

/** A sandbox deposit carrying `reference`, pending until the rails post it. */
async function deposit(crew: Team, accountId: string, amount: string, reference: string, method = "wire") {
  const answer = await sendMoney(t.app, `/api/sandbox/businesses/${crew.businessId}/deposits`, crew.owner.cookie, {
    accountId,
    amount,
    method,
    from: { name: "Globex Corporation" },
    reference,
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function postDeposits() {
  clock.advance(11_000);
  await runDueRailsJobs(t.app.deps, t.app.identity);
}

/** Each line's amount and the total, computed here apart from the service: (q x 10^4) x price, half-up per line. */
function expectedTotals(lines: LineInput[], currency: Currency) {
  const decimals = CURRENCY_DECIMALS[currency];
  const units = (text: string, places: number) => {
    const [whole, fraction = ""] = text.split(".");
    return BigInt(whole! + fraction.padEnd(places, "0"));
  };
  const amounts = lines.map((line) => {
    const product = units(line.quantity, 4) * units(line.unitPrice, decimals);
    const quotient = product / 10_000n;
    return product % 10_000n >= 5_000n ? quotient + 1n : quotient;
  });
  const show = (minor: bigint) => {
    const digits = minor.toString().padStart(decimals + 1, "0");
    return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  };
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  return { amounts: amounts.map(show), total: show(total), totalMinor: total };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** "1234.50" -> "1,234.50": how the PDF prints an amount. */
function grouped(amount: string): string {
  const [whole, fraction] = amount.split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

describe("an invoice's arithmetic", () => {
  it("2.5 x 400.00 + 3 x 19.99 is 1059.97; the answer, a re-read and the list agree, numbered INV-0001", async () => {
    const crew = await team(t, clock, "Numbers LLC");
    const invoice = await created(
      crew,
      invoiceBody(crew.checkingId, [...ONE_LINE, { description: "Widgets", quantity: "3", unitPrice: "19.99" }]),
    );
    expect(invoice).toMatchObject({
      number: "INV-0001",
      status: "draft",
      total: "1059.97",
      paidAmount: "0.00",
      amountDue: "1059.97",
      currency: "USD",
      lines: [
        { description: "Consulting, November", quantity: "2.5", unitPrice: "400.00", amount: "1000.00" },
        { description: "Widgets", quantity: "3", unitPrice: "19.99", amount: "59.97" },
      ],
    });
    expect(await invoiceOf(crew, invoice.id)).toEqual(invoice);
    const list = await send(t.app, "GET", `${invoicesPath(crew.businessId)}?status=draft`, crew.viewer.cookie);
    expect(list.json()).toEqual({ invoices: [invoice], nextCursor: null });
  });

  it("a line rounds half-up once, to the currency's minor unit: 0.0001 x 0.05 USD is 0.00; 0.5 x 0.01 is 0.01; USDC keeps 6 decimals", async () => {
    const crew = await team(t, clock, "Rounding LLC");
    const usd = await created(
      crew,
      invoiceBody(crew.checkingId, [
        { description: "Tiny", quantity: "0.0001", unitPrice: "0.05" },
        { description: "Half a cent", quantity: "0.5", unitPrice: "0.01" },
        { description: "Just below half", quantity: "0.4999", unitPrice: "0.01" },
        { description: "Whole", quantity: "1", unitPrice: "1" },
      ]),
    );
    expect(usd.lines.map((line) => line.amount)).toEqual(["0.00", "0.01", "0.00", "1.00"]);
    expect(usd.total).toBe("1.01");
    const usdc = await created(
      crew,
      invoiceBody(crew.walletId, [{ description: "Compute", quantity: "1.2345", unitPrice: "0.333333" }]),
    );
    // 1.2345 x 0.333333 = 0.41149958... -> 0.411500 (half-up at the sixth decimal)
    expect(usdc).toMatchObject({ currency: "USDC", total: "0.411500", number: "INV-0002" });
  });

  it("random quantities (up to 4 decimals) and unit prices (full precision) total exactly, through the API and the PDF", async () => {
    const crew = await team(t, clock, "Property LLC");
    const quantity = fc
      .tuple(fc.bigInt({ min: 0n, max: 999_999n }), fc.bigInt({ min: 0n, max: 9_999n }))
      .filter(([whole, fraction]) => whole > 0n || fraction > 0n)
      .map(([whole, fraction]) => (fraction === 0n ? `${whole}` : `${whole}.${fraction.toString().padStart(4, "0")}`));
    const price = (currency: Currency) =>
      fc.bigInt({ min: 1n, max: 10n ** 9n }).map((minor) => {
        const decimals = CURRENCY_DECIMALS[currency];
        const digits = minor.toString().padStart(decimals + 1, "0");
        return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
      });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Currency>("USD", "USDC"),
        fc.array(fc.tuple(quantity, price("USD"), price("USDC")), { minLength: 1, maxLength: 6 }),
        async (currency, rows) => {
          const lines = rows.map(([q, usd, usdc], index) => ({
            description: `Line ${index + 1}`,
            quantity: q,
            unitPrice: currency === "USD" ? usd : usdc,
          }));
          const expected = expectedTotals(lines, currency);
          const body = invoiceBody(currency === "USD" ? crew.checkingId : crew.walletId, lines);
          if (expected.totalMinor === 0n || expected.totalMinor > MAX_AMOUNT_MINOR) {
            const refused = await create(crew, crew.payer, body);
            expect(refused.statusCode, refused.body).toBe(400);
            expect(refused.json().errors).toHaveProperty("lines");
            return;
          }
          const invoice = await created(crew, body);
          expect(invoice.lines.map((line) => line.amount)).toEqual(expected.amounts);
          expect(invoice.total).toBe(expected.total);
          // Quantities come back without trailing zeros ("0.0080" is "0.008"), prices at full precision.
          expect(invoice.lines.map((line) => [line.quantity, line.unitPrice])).toEqual(
            lines.map((line) => [
              line.quantity.includes(".") ? line.quantity.replace(/\.?0+$/, "") : line.quantity,
              line.unitPrice,
            ]),
          );
          expect(await invoiceOf(crew, invoice.id)).toEqual(invoice);
          // The PDF, for a few of the runs (reading a PDF back is slow): every line's amount and the total, as printed.
          if (runs++ % 8 === 0) {
            const pdf = await send(t.app, "GET", `${invoicePath(crew.businessId, invoice.id)}.pdf`, crew.viewer.cookie);
            expect(pdf.statusCode).toBe(200);
            const text = await pdfText(new Uint8Array(pdf.rawPayload));
            for (const amount of [...expected.amounts, expected.total])
              expect(text).toContain(`${grouped(amount)} ${currency}`);
            expect(text).toContain(invoice.number);
          }
        },
      ),
      { numRuns: 24 },
    );
  });

  it("ten creates at once take INV-0001 to INV-0010, each once; a retry with the same key makes nothing new", async () => {
    const crew = await team(t, clock, "Parallel LLC");
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, () => create(crew, crew.payer, invoiceBody(crew.checkingId, ONE_LINE))),
      create(crew, crew.payer, invoiceBody(crew.checkingId, ONE_LINE), key),
      create(crew, crew.payer, invoiceBody(crew.checkingId, ONE_LINE), key),
    ]);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const list = await send(t.app, "GET", `${invoicesPath(crew.businessId)}?limit=100`, crew.viewer.cookie);
    const numbers = (list.json().invoices as Invoice[]).map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => `INV-${String(index + 1).padStart(4, "0")}`));
    const again = await create(crew, crew.payer, invoiceBody(crew.checkingId, ONE_LINE), key);
    expect(again.statusCode).toBe(201);
    expect(numbers).toContain(again.json().invoice.number);
    // Pages of 4 walk the ten without a gap or a repeat.
    const walked: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await send(
        t.app,
        "GET",
        `${invoicesPath(crew.businessId)}?limit=4${cursor ? `&cursor=${cursor}` : ""}`,
        crew.viewer.cookie,
      );
      walked.push(...(page.json().invoices as Invoice[]).map((invoice) => invoice.number));
      cursor = page.json().nextCursor;
    }
    expect(walked).toEqual([...numbers].reverse());
  });
});

describe("sending an invoice", () => {
  it("mails the customer once, however many sends race: the PDF holds the lines, the total, the account's details and the reference", async () => {
    const crew = await team(t, clock, "Mailing LLC");
    const invoice = await created(
      crew,
      invoiceBody(crew.checkingId, [...ONE_LINE, { description: "Łódź travel", quantity: "1", unitPrice: "1234.56" }]),
    );
    await t.app.settleBackgroundWork();
    const before = readOutbox(t.dataDir).length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(t.app, "POST", `${invoicePath(crew.businessId, invoice.id)}/send`, crew.payer.cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe("notDraft");
    await t.app.settleBackgroundWork();
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toContain("billing@globex.example");
    expect(mail.subject).toContain("INV-0001");
    expect(mail.body).toContain("Sandbox");
    expect(mail.body).toContain("Reference: INV-0001");
    const { checking } = await firstAccounts(t, crew.businessId, crew.owner);
    expect(mail.body).toContain(`Account number: ${checking.accountNumber}`);
    const [pdf, ...others] = attachmentsOf(mail);
    expect(others).toEqual([]);
    expect(pdf).toMatchObject({ filename: "INV-0001.pdf", contentType: "application/pdf" });
    const text = await pdfText(new Uint8Array(pdf!.content));
    for (const expected of [
      "Invoice INV-0001",
      "Payments LLC".replace("Payments", "Mailing"),
      "Globex Corporation",
      "Consulting, November",
      "1,000.00 USD",
      "Łódź travel",
      "1,234.56 USD",
      "2,234.56 USD",
      `Account number: ${checking.accountNumber}`,
      `Routing number: ${checking.routingNumber}`,
      "Reference: INV-0001",
      "Sandbox",
    ])
      expect(text).toContain(expected);
    expect((await invoiceOf(crew, invoice.id)).status).toBe("sent");
  });
});

describe("deposits that pay an invoice", () => {
  it("a deposit carrying the reference (any case and spacing) marks it paid when it posts, not while pending", async () => {
    const crew = await team(t, clock, "Paid LLC");
    const invoice = await sent(crew, invoiceBody(crew.checkingId, ONE_LINE));
    await deposit(crew, crew.checkingId, "1000", " inv 0001 ");
    expect(await invoiceOf(crew, invoice.id)).toMatchObject({ status: "sent", paidAmount: "0.00" });
    await postDeposits();
    const paid = await invoiceOf(crew, invoice.id);
    expect(paid).toMatchObject({ status: "paid", paidAmount: "1000.00", amountDue: "0.00" });
    expect(paid.payments).toHaveLength(1);
    expect(paid.paidAt).not.toBeNull();
    await expectLedgerClean(t);
  });

  it("a partial deposit marks it partly paid with what is left; two deposits posting at once both count, each once", async () => {
    const crew = await team(t, clock, "Partial LLC");
    const invoice = await sent(crew, invoiceBody(crew.checkingId, ONE_LINE));
    await deposit(crew, crew.checkingId, "250.01", "INV-0001");
    await postDeposits();
    expect(await invoiceOf(crew, invoice.id)).toMatchObject({
      status: "partly_paid",
      paidAmount: "250.01",
      amountDue: "749.99",
    });
    await deposit(crew, crew.checkingId, "300", "INV-0001");
    await deposit(crew, crew.checkingId, "449.99", "INV0001");
    clock.advance(11_000);
    // Two workers at once (on PostgreSQL two connections): each claims its own deposit.
    await Promise.all([
      runDueRailsJobs(t.app.deps, t.app.identity),
      runDueRailsJobs(t.app.deps, t.app.identity),
      runDueRailsJobs(t.app.deps, t.app.identity),
    ]);
    const paid = await invoiceOf(crew, invoice.id);
    expect(paid).toMatchObject({ status: "paid", paidAmount: "1000.00", amountDue: "0.00" });
    expect(paid.payments.map((payment) => payment.amount).sort()).toEqual(["250.01", "300.00", "449.99"]);
    const void409 = await send(t.app, "POST", `${invoicePath(crew.businessId, invoice.id)}/void`, crew.payer.cookie);
    expect(void409.statusCode).toBe(409);
    await expectLedgerClean(t);
  });

  it("an overpayment pays it and shows what came; a deposit into another account, or naming a draft or void invoice, pays nothing", async () => {
    const crew = await team(t, clock, "Over LLC");
    const invoice = await sent(crew, invoiceBody(crew.checkingId, ONE_LINE));
    const draft = await created(crew, invoiceBody(crew.checkingId, ONE_LINE));
    const voided = await sent(crew, invoiceBody(crew.checkingId, ONE_LINE));
    expect(
      (await send(t.app, "POST", `${invoicePath(crew.businessId, voided.id)}/void`, crew.payer.cookie)).statusCode,
    ).toBe(200);
    await deposit(crew, crew.walletId, "1000", "INV-0001", "usdc");
    await deposit(crew, crew.checkingId, "1000", draft.number);
    await deposit(crew, crew.checkingId, "1000", voided.number);
    await postDeposits();
    expect(await invoiceOf(crew, invoice.id)).toMatchObject({ status: "sent", paidAmount: "0.00" });
    expect(await invoiceOf(crew, draft.id)).toMatchObject({ status: "draft", paidAmount: "0.00" });
    expect(await invoiceOf(crew, voided.id)).toMatchObject({ status: "void", paidAmount: "0.00" });
    await deposit(crew, crew.checkingId, "1200", "INV-0001");
    await postDeposits();
    expect(await invoiceOf(crew, invoice.id)).toMatchObject({
      status: "paid",
      paidAmount: "1200.00",
      amountDue: "0.00",
    });
    await expectLedgerClean(t);
  });

  it("an open invoice past its due day is overdue (and listed so) until it is paid", async () => {
    const crew = await team(t, clock, "Late LLC");
    const invoice = await sent(crew, invoiceBody(crew.checkingId, ONE_LINE, { dueOn: day(0) }));
    // Through the rest of the due day in steps shorter than a session's idle limit, everyone's session kept alive.
    while (day(0) === invoice.dueOn) {
      expect((await invoiceOf(crew, invoice.id)).status).toBe("sent");
      for (const who of [crew.owner, crew.payer]) await send(t.app, "GET", invoicesPath(crew.businessId), who.cookie);
      clock.advance(25 * MINUTE);
    }
    expect((await invoiceOf(crew, invoice.id)).status).toBe("overdue");
    const overdue = await send(t.app, "GET", `${invoicesPath(crew.businessId)}?status=overdue`, crew.viewer.cookie);
    expect((overdue.json().invoices as Invoice[]).map((item) => item.id)).toEqual([invoice.id]);
    const sentList = await send(t.app, "GET", `${invoicesPath(crew.businessId)}?status=sent`, crew.viewer.cookie);
    expect(sentList.json().invoices).toEqual([]);
    await deposit(crew, crew.checkingId, "400", "INV-0001");
    await postDeposits();
    expect(await invoiceOf(crew, invoice.id)).toMatchObject({ status: "overdue", amountDue: "600.00" });
    await deposit(crew, crew.checkingId, "600", "INV-0001");
    await postDeposits();
    expect((await invoiceOf(crew, invoice.id)).status).toBe("paid");
    await expectLedgerClean(t);
  });
});

describe("voiding and the attacks", () => {
  it("parallel voids void once; a void invoice cannot be sent; a void racing a send leaves one of them done", async () => {
    const crew = await team(t, clock, "Void LLC");
    const invoice = await created(crew, invoiceBody(crew.checkingId, ONE_LINE));
    const voids = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(t.app, "POST", `${invoicePath(crew.businessId, invoice.id)}/void`, crew.payer.cookie),
      ),
    );
    expect(voids.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const sendVoid = await send(t.app, "POST", `${invoicePath(crew.businessId, invoice.id)}/send`, crew.payer.cookie);
    expect(sendVoid.json()).toMatchObject({ code: "invoiceVoid" });

    const raced = await created(crew, invoiceBody(crew.checkingId, ONE_LINE));
    const [sendAnswer, voidAnswer] = await Promise.all([
      send(t.app, "POST", `${invoicePath(crew.businessId, raced.id)}/send`, crew.payer.cookie),
      send(t.app, "POST", `${invoicePath(crew.businessId, raced.id)}/void`, crew.payer.cookie),
    ]);
    // A send then a void both succeed (a sent invoice may be voided); a void first refuses the send.
    expect(voidAnswer!.statusCode).toBe(200);
    expect([200, 409]).toContain(sendAnswer!.statusCode);
    expect((await invoiceOf(crew, raced.id)).status).toBe("void");
  });

  it("another business's invoice is not found (404) on every route; a view-only member gets 403 making, sending or voiding", async () => {
    const crew = await team(t, clock, "Mine LLC");
    const stranger = await person(t, clock, { firstName: "Sam" });
    const otherId = await business(t, stranger, "Theirs LLC");
    const { checking } = await firstAccounts(t, otherId, stranger);
    const theirs = await sendMoney(t.app, invoicesPath(otherId), stranger.cookie, invoiceBody(checking.id, ONE_LINE));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirId = theirs.json().invoice.id as string;
    for (const [method, suffix] of [
      ["GET", ""],
      ["GET", ".pdf"],
      ["POST", "/send"],
      ["POST", "/void"],
    ] as const) {
      const answer = await send(t.app, method, `${invoicePath(crew.businessId, theirId)}${suffix}`, crew.owner.cookie);
      expect(answer.statusCode, `${method} ${suffix}`).toBe(404);
      const outsider = await send(t.app, method, `${invoicePath(otherId, theirId)}${suffix}`, crew.owner.cookie);
      expect(outsider.statusCode, `${method} ${suffix} of a business one is not in`).toBe(404);
    }
    // Their account is not ours either.
    const borrowed = await create(crew, crew.payer, invoiceBody(checking.id, ONE_LINE));
    expect(borrowed.statusCode).toBe(404);

    const mine = await created(crew, invoiceBody(crew.checkingId, ONE_LINE));
    const viewer = await Promise.all([
      create(crew, crew.viewer, invoiceBody(crew.checkingId, ONE_LINE)),
      send(t.app, "POST", `${invoicePath(crew.businessId, mine.id)}/send`, crew.viewer.cookie),
      send(t.app, "POST", `${invoicePath(crew.businessId, mine.id)}/void`, crew.viewer.cookie),
    ]);
    for (const answer of viewer) expect(answer.json()).toMatchObject({ success: false, code: "forbidden" });
    expect(viewer.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect((await invoiceOf(crew, mine.id)).status).toBe("draft");
    // The theirs invoice is still their INV-0001, untouched.
    expect((await send(t.app, "GET", invoicePath(otherId, theirId), stranger.cookie)).json().invoice.status).toBe(
      "draft",
    );
  });

  it.each([
    ["a quantity with 5 decimals", { quantity: "1.00001" }, "lines.0.quantity"],
    ["a negative quantity", { quantity: "-1" }, "lines.0.quantity"],
    ["a zero quantity", { quantity: "0" }, "lines.0.quantity"],
    ["a quantity as a JSON number", { quantity: 2 }, "lines.0.quantity"],
    ["a quantity with an exponent", { quantity: "1e3" }, "lines.0.quantity"],
    ["a quantity above 1,000,000", { quantity: "1000000.0001" }, "lines.0.quantity"],
    ["a unit price with 3 decimals of USD", { unitPrice: "1.001" }, "lines.0.unitPrice"],
    ["a negative unit price", { unitPrice: "-5.00" }, "lines.0.unitPrice"],
    ["a unit price as a JSON number", { unitPrice: 12.5 }, "lines.0.unitPrice"],
    ["a unit price of NaN", { unitPrice: "NaN" }, "lines.0.unitPrice"],
    ["a total past the largest amount", { quantity: "1000000", unitPrice: "10000000000000" }, "lines"],
    ["an empty description", { description: " " }, "lines.0.description"],
  ])("%s is 400 naming %s, and makes nothing", async (_, change, field) => {
    const crew = await team(t, clock, "Input LLC");
    const answer = await create(crew, crew.payer, invoiceBody(crew.checkingId, [{ ...ONE_LINE[0]!, ...change }]));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(Object.keys(answer.json().errors)).toContain(field);
    const list = await send(t.app, "GET", invoicesPath(crew.businessId), crew.viewer.cookie);
    expect(list.json().invoices).toEqual([]);
  });

  it("no lines, 101 lines, a past due day, a bad email, an unknown field or no Idempotency-Key is 400", async () => {
    const crew = await team(t, clock, "Shape LLC");
    const line = ONE_LINE[0]!;
    for (const [body, field] of [
      [invoiceBody(crew.checkingId, []), "lines"],
      [
        invoiceBody(
          crew.checkingId,
          Array.from({ length: 101 }, () => line),
        ),
        "lines",
      ],
      [invoiceBody(crew.checkingId, ONE_LINE, { dueOn: day(-1) }), "dueOn"],
      [invoiceBody(crew.checkingId, ONE_LINE, { dueOn: "2026-02-30" }), "dueOn"],
      [invoiceBody(crew.checkingId, ONE_LINE, { customer: { name: "A", email: "not-an-address" } }), "customer.email"],
      [invoiceBody(crew.checkingId, ONE_LINE, { total: "1.00" }), "total"],
    ] as const) {
      const answer = await create(crew, crew.payer, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json().errors), JSON.stringify(body).slice(0, 200)).toContain(field);
    }
    const keyless = await send(
      t.app,
      "POST",
      invoicesPath(crew.businessId),
      crew.payer.cookie,
      invoiceBody(crew.checkingId, ONE_LINE),
    );
    expect(keyless.json()).toMatchObject({ code: "idempotencyKeyMissing" });
    expect(keyless.statusCode).toBe(400);
    const badStatus = await send(t.app, "GET", `${invoicesPath(crew.businessId)}?status=unpaid`, crew.viewer.cookie);
    expect(badStatus.statusCode).toBe(400);
  });

  it("money that arrived before is untouched by invoices: a funded account pays nothing out when an invoice is made, sent or voided", async () => {
    const crew = await team(t, clock, "Balance LLC");
    await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, "500.00");
    const invoice = await sent(crew, invoiceBody(crew.checkingId, ONE_LINE));
    await send(t.app, "POST", `${invoicePath(crew.businessId, invoice.id)}/void`, crew.payer.cookie);
    const { checking } = await firstAccounts(t, crew.businessId, crew.owner);
    expect(checking.balance).toMatchObject({ available: "500.00", posted: "500.00" });
    await expectLedgerClean(t);
  });
});

if (TEST_ENGINE === "postgres")
  describe("two instances on one PostgreSQL database", () => {
    const sharedClock = new TestClock();
    const instances = twoInstances(sharedClock.now);

    it("creates split between the instances number without a gap; one send of many; two deposits posting on both count once each", async () => {
      const { a, b } = instances;
      const who = await person(a, sharedClock);
      const id = await business(a, who, "Two Instances Invoices LLC");
      const { checking } = await firstAccounts(a, id, who);
      const body = {
        customer: { name: "Globex", email: "billing@globex.example" },
        lines: ONE_LINE,
        dueOn: new Date(sharedClock.now() + 30 * DAY).toISOString().slice(0, 10),
        accountId: checking.id,
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          sendMoney(instances.either(index).app, invoicesPath(id), who.cookie, body),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
      const numbers = answers.map((answer) => answer.json().invoice.number as string).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-${String(index + 1).padStart(4, "0")}`));

      const first = answers.find((answer) => answer.json().invoice.number === "INV-0001")!.json().invoice as Invoice;
      const sends = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          send(instances.either(index).app, "POST", `${invoicePath(id, first.id)}/send`, who.cookie),
        ),
      );
      expect(sends.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);

      for (const amount of ["400.00", "600.00"]) {
        const deposited = await sendMoney(a.app, `/api/sandbox/businesses/${id}/deposits`, who.cookie, {
          accountId: checking.id,
          amount,
          method: "wire",
          from: { name: "Globex" },
          reference: "INV-0001",
        });
        expect(deposited.statusCode, deposited.body).toBe(201);
      }
      sharedClock.advance(11_000);
      await Promise.all([runDueRailsJobs(a.app.deps, a.app.identity), runDueRailsJobs(b.app.deps, b.app.identity)]);
      const paid = await send(b.app, "GET", invoicePath(id, first.id), who.cookie);
      expect(paid.json().invoice).toMatchObject({ status: "paid", paidAmount: "1000.00", amountDue: "0.00" });
      expect(paid.json().invoice.payments).toHaveLength(2);
      await expectLedgerClean(a);
    });
  });
