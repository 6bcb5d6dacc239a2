// POST /api/contact: the contact page's message reaches the sales address, the visitor's words escaped where they
// could do harm, with clear refusals and at most 5 messages an hour from one client address, however they are sent.
import {
  API_MESSAGES,
  CONTACT_FIELD_MESSAGES as CM,
  THROTTLED_WHAT,
  VALIDATION_MESSAGES as M,
  type ContactMessagePayload,
} from "@bank/contracts";
import { freePort } from "@bank/testing/free-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersOf, readOutbox, textPartOf, type SentMail } from "./outbox.ts";
import { TestClock, freshAddress, postJson } from "./support.ts";
import { createTestApp, twoInstances, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";

const SALES = "sales@bank.example";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let visitorCounter = 0;
/**
 * A valid message from a visitor of its own (each test finds its mail by the address), with `overrides` of any type;
 * its `email` is the visitor's unless an override says otherwise.
 */
function message(overrides: Partial<Record<keyof ContactMessagePayload, unknown>> = {}) {
  visitorCounter += 1;
  const email = `ada.${process.pid}.${visitorCounter}@analytical.example`;
  const valid: ContactMessagePayload = {
    name: "Ada Lovelace",
    email,
    company: "Analytical Engines Ltd",
    topic: "demo",
    message: "We would like a demo for our finance team of six.",
  };
  return { ...valid, ...overrides, email: (overrides.email as string | undefined) ?? email };
}

const postContact = (body: unknown, from = freshAddress()) => postJson(t.app, "/api/contact", body, {}, from);

/** The mail sent for the visitor whose address is `email`. */
const mailFrom = (email: string): SentMail[] =>
  readOutbox(t.dataDir).filter((mail) =>
    headersOf(mail).some(([name, value]) => name === "Reply-To" && value.includes(email)),
  );

describe("POST /api/contact", () => {
  it("mails the message to the sales address, Reply-To the visitor, the visitor's words escaped in the HTML part", async () => {
    const markup = "<img src=x onerror=alert(1)> <script>alert(\"x\")</script> & 'quotes'";
    const sent = message({
      name: `Ada <b>Lovelace</b>`,
      company: `Engines "Ltd" <i>&</i>`,
      message: `Hello,\n${markup}\n<a href="javascript:alert(1)">click</a>`,
    });
    const response = await postContact(sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: API_MESSAGES.contactSent });

    const [mail, ...more] = mailFrom(sent.email);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(SALES);
    expect(headersOf(mail!).find(([name]) => name === "Subject")?.[1]).toBe(
      `Contact form: A demo for my team, Engines "Ltd" <i>&</i>`,
    );
    const html = textPartOf(mail!, "text/html");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&amp; &#39;quotes&#39;");
    expect(html).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(html).toContain("Engines &quot;Ltd&quot; &lt;i&gt;&amp;&lt;/i&gt;");
    expect(html).not.toMatch(/<img|<script|<b>|<i>|<a href="javascript/);
    // The plain part is text: the visitor's words as typed, which no mail program runs.
    expect(textPartOf(mail!, "text/plain")).toContain(markup);
  });

  it("puts nothing a visitor typed on a header line of its own: no injected Bcc, one To, one Reply-To", async () => {
    const sent = message({
      name: "Eve\r\nBcc: victim@example.com",
      company: "Evil Corp\nX-Injected: yes\r\n\r\n<h1>body</h1>",
    });
    expect((await postContact(sent)).statusCode).toBe(200);
    const [mail] = mailFrom(sent.email);
    const headers = headersOf(mail!);
    const names = headers.map(([name]) => name.toLowerCase());
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(names.filter((name) => name === "to")).toEqual(["to"]);
    expect(names.filter((name) => name === "subject")).toEqual(["subject"]);
    expect(headers.find(([name]) => name === "Reply-To")?.[1]).toBe(`"Eve Bcc: victim@example.com" <${sent.email}>`);
    expect(headers.find(([name]) => name === "Subject")?.[1]).toBe(
      "Contact form: A demo for my team, Evil Corp X-Injected: yes <h1>body</h1>",
    );
  });

  it("answers a person's words with a message only: nothing the visitor typed comes back", async () => {
    const response = await postContact(message({ name: "<img src=x onerror=alert(1)>" }));
    expect(response.body).not.toContain("<img");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });

  it.each([
    ["an empty name", { name: "" }, "name", CM.nameRequired],
    ["a name of 101 characters", { name: "n".repeat(101) }, "name", CM.nameTooLong],
    ["an address without a domain", { email: "ada@" }, "email", M.invalidEmail],
    ["an address carrying a header", { email: "ada@example.com\r\nBcc: eve@example.com" }, "email", M.invalidEmail],
    ["a blank company", { company: "  " }, "company", CM.companyRequired],
    ["an unknown topic", { topic: "urgent" }, "topic", CM.topicRequired],
    ["an empty message", { message: "" }, "message", CM.messageRequired],
    ["a message of 2,001 characters", { message: "m".repeat(2_001) }, "message", CM.messageTooLong],
  ])("answers 400 naming the problem for %s", async (_case, change, field, text) => {
    const response = await postContact(message(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: text, errors: { [field]: text } });
  });

  it("answers 400 naming every missing field, and for wrong types", async () => {
    const empty = await postContact({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: CM.nameRequired,
      email: M.invalidEmail,
      company: CM.companyRequired,
      topic: CM.topicRequired,
      message: CM.messageRequired,
    });
    const wrongTypes = await postContact(message({ name: 42, topic: ["demo"], message: { text: "hi" } }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().errors).toEqual({
      name: CM.nameRequired,
      topic: CM.topicRequired,
      message: CM.messageRequired,
    });
    for (const body of [[], "a message", null, 7]) {
      const response = await postContact(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it("refuses a body over 16 KB with 413 before reading it", async () => {
    const response = await postContact(message({ message: "m".repeat(20_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: API_MESSAGES.bodyTooLarge });
  });

  it("lets 5 of 8 messages sent at once from one address through, then 429; another address still gets through", async () => {
    const address = freshAddress();
    const burst = Array.from({ length: 8 }, () => message());
    const answers = await Promise.all(burst.map((sent) => postContact(sent, address)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const limited = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(
        new RegExp(`^Too many ${THROTTLED_WHAT.contactMessages}\\. Try again in \\d+ minutes\\.$`),
      ),
    });
    expect(burst.flatMap((sent) => mailFrom(sent.email))).toHaveLength(5);

    expect((await postContact(message(), address)).statusCode).toBe(429);
    expect((await postContact(message(), freshAddress())).statusCode).toBe(200);
  });
});

if (TEST_ENGINE === "postgres")
  describe("POST /api/contact on two instances of one PostgreSQL database", () => {
    const instances = twoInstances(new TestClock().now);

    it("lets 5 of 8 messages from one address through, sent at once and split between the instances", async () => {
      const address = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          postJson(instances.either(index).app, "/api/contact", message(), {}, address),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    });
  });

describe("POST /api/contact when the mail server refuses", () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => down.close());

  it("answers 503 with a clear message and gives the attempt back, so the visitor can send it again", async () => {
    const address = freshAddress();
    for (let i = 0; i < 6; i += 1) {
      const response = await postJson(down.app, "/api/contact", message(), {}, address);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: API_MESSAGES.contactNotSent });
      expect(response.headers["retry-after"]).toBe("60");
    }
  });
});
