// Runs the partner rails' due work: every instance looks for due jobs a few times a second, and each job is claimed
// in the transaction that acts on it, so two instances never post one deposit (or send one payment) twice, and work
// acknowledged before a restart is still done after it (the job is a row, not a timer). Mail a job writes is sent
// once its transaction has committed.
import type { IdentityDirectory } from "../../core/caller.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { inTransaction } from "../../db/database.ts";
import { settleMovement } from "../ledger/postings.ts";
import { Outbox } from "../domain/payment-mail.ts";
import { payInvoiceFromDeposit } from "../domain/invoice-payments.ts";
import { runPaymentJob } from "../domain/payment-rails.ts";
import { RELEASE_AUTHORIZATION_JOB, expireAuthorization } from "../domain/card-authorizations.ts";
import { claimRailsJob, dueRailsJobs } from "../store/rails-jobs-store.ts";

/** How often an instance looks for due work. */
export const RAILS_POLL_MS = 200;
const JOBS_PER_ROUND = 50;

/** Does every job due by now; answers how many this call did. */
export async function runDueRailsJobs(deps: ServiceDeps, identity: IdentityDirectory): Promise<number> {
  let done = 0;
  for (;;) {
    const now = deps.now();
    const jobs = await dueRailsJobs(deps.db, now, JOBS_PER_ROUND);
    for (const job of jobs) {
      const outbox = new Outbox();
      const did = await inTransaction(deps.db, async (trx) => {
        if (!(await claimRailsJob(trx, job.id, now))) return false;
        if (job.action === "post_deposit") {
          // A posted deposit naming an open invoice pays it, in the posting's own transaction.
          if (await settleMovement(trx, job.transactionId, now))
            await payInvoiceFromDeposit(trx, job.transactionId, now);
        } else if (job.action === RELEASE_AUTHORIZATION_JOB) await expireAuthorization(trx, job.transactionId, now);
        else await runPaymentJob(trx, deps, identity, job, now, outbox);
        return true;
      });
      if (did) {
        outbox.sendAfterCommit(deps);
        done += 1;
      }
    }
    if (jobs.length < JOBS_PER_ROUND) return done;
  }
}
