// The business workspace, mounted under /api: businesses and their teams (/api/businesses), invitation links
// (/api/invitations), accounts and money (/api/businesses/:id/accounts, transactions, transfers, conversions),
// payments and their approvals (/api/businesses/:id/payments, approval-policy), cards (/api/businesses/:id/cards),
// invoices (/api/businesses/:id/invoices), and the sandbox partner's own routes (/api/sandbox). It learns who calls
// only through identity's one interface (app.identity, core/caller.ts).
// Everything it answers concerns a business's people or money: never cached.
import type { FastifyPluginAsync } from "fastify";
import businessRoutes from "./routes/businesses.ts";
import invitationLinkRoutes from "./routes/invitation-links.ts";
import invitationRoutes from "./routes/invitations.ts";
import memberRoutes from "./routes/members.ts";
import payeeRoutes from "./routes/payees.ts";
import paymentRoutes from "./routes/payments.ts";
import accountRoutes from "./routes/accounts.ts";
import moneyMoveRoutes from "./routes/money-moves.ts";
import holdingsRoutes from "./routes/holdings.ts";
import sandboxRoutes from "./routes/sandbox.ts";
import transactionRoutes from "./routes/transactions.ts";
import statementRoutes from "./routes/statements.ts";
import analyticsRoutes from "./routes/analytics.ts";
import cardRoutes from "./routes/cards.ts";
import sandboxCardRoutes from "./routes/sandbox-cards.ts";
import invoiceRoutes from "./routes/invoices.ts";
import { openMissingFirstAccounts } from "./domain/accounts.ts";
import { RAILS_POLL_MS, runDueRailsJobs } from "./rails/rails-worker.ts";
import { BusinessQueue } from "./ledger/business-queue.ts";
import { writersTakeTurns } from "../db/database.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Each business's money movements, one at a time in this instance (ledger/business-queue.ts). */
    businessQueue: BusinessQueue;
  }
}

const workspace: FastifyPluginAsync<{ railsPollMs?: number | undefined }> = async (app, options) => {
  app.decorateRequest("workspace", null);
  app.decorate("businessQueue", new BusinessQueue({ lines: !writersTakeTurns(app.deps.db) }));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(businessRoutes);
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(invitationLinkRoutes);
  await app.register(payeeRoutes);
  await app.register(paymentRoutes);
  await app.register(accountRoutes);
  await app.register(transactionRoutes);
  await app.register(statementRoutes);
  await app.register(analyticsRoutes);
  await app.register(invoiceRoutes);
  await app.register(moneyMoveRoutes);
  await app.register(holdingsRoutes);
  await app.register(sandboxRoutes);
  await app.register(cardRoutes);
  await app.register(sandboxCardRoutes);

  // Businesses approved before accounts existed get theirs; then the sandbox rails post what has come due, a few
  // times a second, on every instance (each job is claimed once: rails/rails-worker.ts).
  app.addHook("onReady", async () => {
    const opened = await openMissingFirstAccounts(app.deps);
    if (opened > 0) app.log.info({ businesses: opened }, "opened the first accounts of businesses approved before");
  });
  const pollMs = options.railsPollMs ?? RAILS_POLL_MS;
  if (pollMs > 0) {
    let rounds: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      rounds = rounds
        .then(() => runDueRailsJobs(app.deps, app.identity))
        .catch((err: unknown) => app.log.warn({ err }, "the sandbox rails could not reach the database"));
    }, pollMs);
    timer.unref();
    app.addHook("preClose", async () => {
      clearInterval(timer);
      await rounds;
    });
  }
};

export default workspace;
