// The app as `PORT=P ./run start` serves it, with no PUBLIC_SITE_URL: the site's address follows the port, so the
// mailed link, the passkeys' relying party and the page are one origin, http://localhost:P, and a passkey added
// there signs in. The same app opened at http://127.0.0.1:P (an address browsers refuse for passkeys) says so on
// /signin and in settings, with the page at localhost to open instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  API_PATHS,
  PASSKEY_SETTINGS_TEXTS as SETTINGS,
  PASSKEY_SIGNIN_TEXTS as SIGNIN,
  PASSKEYS_UNAVAILABLE_TEXTS as UNAVAILABLE,
  RECOVERY_TEXTS,
  STEP_UP_TEXTS,
  WELCOME_BACK,
  type User,
} from "@bank/contracts";
import { freePort } from "@bank/testing/free-port";
import {
  newAccount,
  openSignIn,
  signInThroughApi,
  signInThroughForm,
  type TestAccount,
  toast,
} from "../support/accounts.ts";
import { linksInMailTo } from "../support/outbox.ts";
import { withVirtualAuthenticator, withoutPasskeyAutofill } from "../support/passkeys.ts";
import { startProcessGroup, waitForGroup, type ProcessGroup } from "../support/server.ts";
import { signOutThroughUserMenu } from "../support/app-frame.ts";

const repoRoot = path.resolve(import.meta.dirname, "..", "..");

let port: number;
let dataDir: string;
let logFile: string;
let service: ProcessGroup | undefined;

// One service for the file: its tests run one after the other in one worker (a failure does not skip the next).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bank-site-address-"));
  logFile = path.join(dataDir, "service.log");
  const log = fs.openSync(logFile, "a");
  // What `PORT=P ./run start` runs once the site is built (the suite's server built site/dist): nothing set but
  // the port and a data folder of its own. Not the suite's environment, which could carry a PUBLIC_SITE_URL.
  service = startProcessGroup(process.execPath, [path.join(repoRoot, "auth-service/src/server.ts")], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: path.join(dataDir, "data") },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  await waitForGroup(service, `http://127.0.0.1:${port}/api/health`, 30_000);
});

test.afterAll(async () => {
  await service?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A page in a browser context of its own whose relative URLs go to `origin`. */
async function pageAt(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  return context.newPage();
}

async function signUpThroughApi(page: Page): Promise<TestAccount> {
  const account = newAccount();
  const response = await page.request.post(API_PATHS.signUp, { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The verification link mailed to `email`, whole, once the service has written it to DATA_DIR/outbox. */
async function mailedVerificationLink(email: string): Promise<string> {
  const outbox = path.join(dataDir, "data", "outbox");
  let link: string | undefined;
  await expect
    .poll(() => (link = linksInMailTo(outbox, email).find((each) => each.includes("/email-verification?"))), {
      message: `a verification link mailed to ${email}`,
    })
    .toBeTruthy();
  return link!;
}

async function currentUser(page: Page): Promise<User> {
  const me = await page.request.get(API_PATHS.me);
  expect(me.status(), await me.text()).toBe(200);
  return ((await me.json()) as { user: User }).user;
}

test("with only PORT set, the mailed link, passkeys and the page are all http://localhost:PORT", async ({
  browser,
}) => {
  const origin = `http://localhost:${port}`;
  // The default `./run start` has nothing to warn about.
  const warnings = fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => line.includes('"problem"'));
  expect(warnings).toEqual([]);

  const page = await pageAt(browser, origin);
  await withVirtualAuthenticator(page);
  // The authenticator would answer the sign-in page's autofill request at once; the button is under test here.
  await withoutPasskeyAutofill(page);
  const account = await signUpThroughApi(page);

  // The link points at this service's own port, and verifies the address there.
  const link = await mailedVerificationLink(account.email);
  expect(link.startsWith(`${origin}/email-verification?token=`), link).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: RECOVERY_TEXTS.verifiedTitle })).toBeVisible();

  await signInThroughForm(page, account);
  expect(await currentUser(page)).toMatchObject({ email: account.email, emailVerified: true });

  await page.goto("/dashboard/settings/passkeys");
  await page.getByRole("button", { name: SETTINGS.add }).click();
  await page.getByLabel(SETTINGS.nameLabel).fill("Laptop");
  await page.getByRole("button", { name: SETTINGS.create }).click();
  // The sign-in just now is a fresh proof; should the service still ask for the password, it is given in place.
  const stepUp = page.getByRole("heading", { name: STEP_UP_TEXTS.heading });
  const added = toast(page).filter({ hasText: SETTINGS.addedTitle });
  await expect(stepUp.or(added)).toBeVisible();
  if (await stepUp.isVisible()) {
    await page.getByLabel(STEP_UP_TEXTS.password).fill(account.password);
    await page.getByRole("button", { name: STEP_UP_TEXTS.confirm }).click();
  }
  await expect(added).toBeVisible();
  await expect(page.getByRole("list", { name: SETTINGS.listLabel }).getByRole("listitem")).toContainText("Laptop");

  await signOutThroughUserMenu(page);
  expect((await page.request.get(API_PATHS.me)).status()).toBe(401);

  await openSignIn(page);
  await expect(page.getByTestId("passkeys-unavailable")).toHaveCount(0);
  await page.getByRole("button", { name: SIGNIN.button }).click();
  await expect(toast(page)).toContainText(WELCOME_BACK.text(account.email));
  await page.waitForURL("**/dashboard");
  expect(await currentUser(page)).toMatchObject({ email: account.email });
  await page.context().close();
});

test("opened at http://127.0.0.1:PORT, /signin and the settings say passkeys can't be used there, and where to go", async ({
  browser,
}) => {
  const page = await pageAt(browser, `http://127.0.0.1:${port}`);
  const atLocalhost = `http://localhost:${port}/signin`;
  await openSignIn(page);
  const note = page.getByTestId("passkeys-unavailable");
  await expect(note).toHaveText(
    `${UNAVAILABLE.ipAddress("127.0.0.1", true)} ${UNAVAILABLE.openBefore} ${atLocalhost} ${UNAVAILABLE.openAfter}`,
  );
  await expect(note.getByRole("link", { name: atLocalhost })).toHaveAttribute("href", atLocalhost);
  await expect(page.getByRole("button", { name: SIGNIN.button })).toHaveCount(0);

  // Signing in with the password works at any address; the settings' passkeys section (of a verified account, which
  // may add one) says the same.
  const account = await signUpThroughApi(page);
  const token = new URL(await mailedVerificationLink(account.email)).searchParams.get("token");
  expect((await page.request.post(API_PATHS.emailVerify, { data: { token } })).status()).toBe(200);
  await signInThroughApi(page.request, account);
  await page.goto("/dashboard/settings/passkeys");
  await expect(page.getByTestId("passkeys-none")).toBeVisible();
  await expect(page.getByTestId("passkeys-unavailable")).toContainText(UNAVAILABLE.ipAddress("127.0.0.1", true));
  await expect(page.getByTestId("passkeys-unavailable").getByRole("link")).toHaveAttribute(
    "href",
    `http://localhost:${port}/dashboard/settings/passkeys`,
  );
  await expect(page.getByRole("button", { name: SETTINGS.add })).toHaveCount(0);
  await page.context().close();
});
