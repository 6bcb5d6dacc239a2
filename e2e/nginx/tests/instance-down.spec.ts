// Two instances behind nginx on one database: both serve the same signed-in customer, and when instance A stops
// (as in a rolling restart) that customer stays signed in and keeps working through B, with no retry of their
// own. It stops A for good, so it runs in a project of its own after every other test of the pass.
import fs from "node:fs";
import { API_PATHS } from "@bank/contracts";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  createAccount,
  enableTwoFactorThroughApi,
  signInThroughApi,
  signInThroughForm,
} from "../../support/accounts.ts";
import { signOutThroughUserMenu } from "../../support/app-frame.ts";
import { accessLogSize, requestsLoggedSince } from "../access-log.ts";
import { instanceAddress, instancePidFile } from "../topology.ts";

const A = instanceAddress("a");
const B = instanceAddress("b");

/** Asks for the session's status until both instances have answered (nginx takes turns); each says valid. */
async function expectBothInstancesHonourTheSession(request: APIRequestContext): Promise<void> {
  const from = accessLogSize();
  const answeredBy = () =>
    new Set(
      requestsLoggedSince(from).flatMap((logged) =>
        logged.path === API_PATHS.sessionStatus ? logged.upstreams.slice(-1) : [],
      ),
    );
  for (let attempt = 0; attempt < 10 && answeredBy().size < 2; attempt++) {
    const status = await request.get(API_PATHS.sessionStatus);
    expect(await status.json()).toEqual({ isValid: true });
  }
  expect(answeredBy()).toEqual(new Set([A, B]));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM, as `docker compose stop` sends: A stops listening, finishes the answers in flight, then exits. Waits for
 * the exit, so every answer A gives is logged before the caller marks the log.
 */
async function stopInstanceA(): Promise<void> {
  const pid = Number(fs.readFileSync(instancePidFile("a"), "utf8"));
  process.kill(pid, "SIGTERM");
  await expect.poll(() => isRunning(pid), { timeout: 15_000 }).toBe(false);
}

test("a customer signed in while instance A stops stays signed in and keeps working through B", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await createAccount(request);
  await signInThroughForm(page, account);
  // The session one instance started is good on the other: it lives in the database they share.
  await expectBothInstancesHonourTheSession(page.request);

  // The page's own reads (the dashboard's, the watcher's poll) may reach A as it stops: A answers those it took,
  // and nginx passes on those it refuses. Two refusals take A out of turn, so the first request passed on may be
  // one of them, logged before A has exited.
  const stoppingAt = accessLogSize();
  await stopInstanceA();
  const stoppedAt = accessLogSize();

  await page.reload();
  await expect(page.getByTestId("signed-in-name")).toHaveText(`${account.firstName} ${account.lastName}`);
  for (let check = 0; check < 4; check++) {
    expect(await (await page.request.get(API_PATHS.sessionStatus)).json()).toEqual({ isValid: true });
  }
  await enableTwoFactorThroughApi(page.request);
  // Another customer signs in meanwhile (nginx has taken A out of turn by now: see deploy/nginx/upstream.test.ts).
  await signInThroughApi(request, await createAccount(request));
  await signOutThroughUserMenu(page);

  const proxied = requestsLoggedSince(stoppedAt).filter((logged) => logged.upstreams.length > 0);
  expect(proxied.length).toBeGreaterThan(8);
  for (const logged of proxied) {
    expect(logged.upstreams.at(-1), `${logged.method} ${logged.path}`).toBe(B);
    expect(logged.status, `${logged.method} ${logged.path}`).toBeLessThan(500);
  }
  // nginx found A gone by itself and passed the request on: the customer never saw it.
  const passedOn = requestsLoggedSince(stoppingAt).filter((logged) => logged.upstreams.join(", ") === `${A}, ${B}`);
  expect(passedOn.length).toBeGreaterThan(0);
  for (const logged of passedOn) expect(logged.status, `${logged.method} ${logged.path}`).toBeLessThan(500);
});
