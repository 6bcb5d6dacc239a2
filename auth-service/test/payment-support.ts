// Service test support for payments: requests over a real socket (the attack tests send what a browser or an
// attacker sends), a team with a payer, approvers and a viewer, payees, and approvals signed with a code or a passkey.
import crypto from "node:crypto";
import type { MemberPermission, Payment } from "@bank/contracts";
import { expect } from "vitest";
import { runDueRailsJobs } from "../src/workspace/rails/rails-worker.ts";
import { SITE_ORIGIN, registerPasskey } from "./passkey-support.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";
import { TestClock, totpCode } from "./support.ts";
import type { TestApp } from "./test-app.ts";
import { firstAccounts, fund } from "./money-support.ts";
import { addMember, business, person, stepUpWithCode, type Person } from "./workspace-support.ts";

export type ListeningApp = TestApp & { origin: string };

export interface Reply {
  statusCode: number;
  body: string;
  json(): any;
}

/** One request over the socket, as a browser sends it: JSON, the person's session cookie, any extra headers. */
export async function over(
  app: ListeningApp,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  who: Person | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${app.origin}${path}`, {
    method,
    headers: {
      ...headers,
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { statusCode: response.status, body: text, json: () => JSON.parse(text) };
}

export const paymentsPath = (businessId: string) => `/api/businesses/${businessId}/payments`;
export const paymentPath = (businessId: string, paymentId: string) => `${paymentsPath(businessId)}/${paymentId}`;

/** 021000021 passes the ABA checksum; an account number starting 9999 is the sandbox's closed account. */
export const ACH_PAYEE = {
  name: "Acme Supplies LLC",
  method: "ach",
  accountNumber: "000123456789",
  routingNumber: "021000021",
  accountType: "checking",
} as const;
export const CLOSED_ACCOUNT_PAYEE = { ...ACH_PAYEE, name: "Closed Account Co", accountNumber: "999900001111" };
export const USDC_PAYEE = {
  name: "Chain Vendor",
  method: "usdc",
  walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
} as const;

export interface Team {
  businessId: string;
  owner: Person;
  payer: Person;
  approver: Person;
  viewer: Person;
  checkingId: string;
  walletId: string;
}

/** A business whose owner, a payer (pay), an approver (approve) and a viewer (view) all signed in with a code. */
export async function team(t: TestApp, clock: TestClock, name = "Payments LLC"): Promise<Team> {
  const owner = await person(t, clock, { firstName: "Olivia" });
  const businessId = await business(t, owner, name);
  const member = async (firstName: string, permissions: MemberPermission[]) => {
    const who = await person(t, clock, { firstName });
    await addMember(t, businessId, who, permissions);
    return who;
  };
  const payer = await member("Paula", ["view", "pay"]);
  const approver = await member("Arthur", ["view", "approve"]);
  const viewer = await member("Victor", ["view"]);
  const { checking, wallet } = await firstAccounts(t, businessId, owner);
  return { businessId, owner, payer, approver, viewer, checkingId: checking.id, walletId: wallet.id };
}

export async function addPayee(app: ListeningApp, businessId: string, who: Person, payee: object = ACH_PAYEE) {
  const added = await over(app, "POST", `/api/businesses/${businessId}/payees`, who, payee);
  expect(added.statusCode, added.body).toBe(201);
  return added.json().payee.id as string;
}

export function createPayment(
  app: ListeningApp,
  businessId: string,
  who: Person,
  body: Record<string, unknown>,
  key: string = crypto.randomUUID(),
) {
  return over(app, "POST", paymentsPath(businessId), who, body, { "idempotency-key": key });
}

/** Makes a payment and expects it made: its answer's payment. */
export async function madePayment(
  app: ListeningApp,
  businessId: string,
  who: Person,
  body: Record<string, unknown>,
): Promise<Payment> {
  const made = await createPayment(app, businessId, who, body);
  expect(made.statusCode, made.body).toBe(201);
  return made.json().payment;
}

/** The code the person's authenticator shows in the next 30-second step (a step no earlier use has spent). */
export function nextCode(clock: TestClock, who: Person): string {
  clock.nextTotpStep();
  return totpCode(who.secret!, clock.current);
}

export function approveWithCode(app: ListeningApp, businessId: string, paymentId: string, who: Person, code: string) {
  return over(app, "POST", `${paymentPath(businessId, paymentId)}/approve`, who, { code });
}

export function approvalOptions(app: ListeningApp, businessId: string, paymentId: string, who: Person) {
  return over(app, "POST", `${paymentPath(businessId, paymentId)}/approval-options`, who);
}

export async function paymentOf(
  app: ListeningApp,
  businessId: string,
  paymentId: string,
  who: Person,
): Promise<Payment> {
  const answer = await over(app, "GET", paymentPath(businessId, paymentId), who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().payment;
}

/** Moves the clock past the rails' longest delay (ACH, 30 s) and lets them run. */
export async function letRailsRun(t: TestApp, clock: TestClock, ms = 31_000): Promise<void> {
  clock.advance(ms);
  await runDueRailsJobs(t.app.deps, t.app.identity);
  await t.app.settleBackgroundWork();
}

/** Gives the person a passkey (a software authenticator answering for them) and answers the authenticator. */
export async function withPasskey(t: TestApp, clock: TestClock, who: Person): Promise<SoftwareAuthenticator> {
  const authenticator = new SoftwareAuthenticator(SITE_ORIGIN);
  await stepUpWithCode(t, clock, who);
  const registered = await registerPasskey(t.app, who.cookie, authenticator);
  expect(registered.statusCode, registered.body).toBe(201);
  return authenticator;
}

export { fund };
