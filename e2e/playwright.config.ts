import path from "node:path";
import { defineConfig } from "@playwright/test";

// run-e2e.ts picks the port and the data folder; the app is started as a user starts it, with `pnpm start`.
const port = Number(process.env.E2E_PORT ?? 4399);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve("test-results", "data");
// A host name, not an IP address: browsers refuse an IP as a WebAuthn relying party id, and the service takes its
// relying party (and the links it mails) from PUBLIC_SITE_URL, so the two must be the one origin.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  // Three on the 2-core runner: a browser test mostly waits (for the server, timers, the sandbox's delays), and
  // the whole suite used about a third of the two cores with two workers.
  workers: 3,
  // A test's time limit is for a hang, not a verdict on the machine: on a busy 2-core runner the first test (cold
  // server and browser) has taken over 30 s, the default, while doing nothing wrong.
  timeout: 60_000,
  // On CI a failed test runs once more and, if it passes, is reported as flaky in the log rather than failing the
  // run: the 2-core runner is busy enough that a test waiting on hydration or a fetch now and then runs out of
  // time. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL,
    // Recording a trace (DOM snapshots at every action, a screencast) took a quarter of the browser's and the runner's
    // CPU in a measured run (323 s against 245 s for three specs), and CI keeps nothing but its log: off there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "pnpm --dir .. start",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: baseURL,
      AUTH_COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
      // Accounts made through the API say which client address they come from (support/accounts.ts), so
      // the 10 sign-ups an hour per address apply per customer, not to the whole suite.
      TRUSTED_PROXIES: "127.0.0.1",
      // The sandbox partner posts deposits ten times faster than its real delays (ACH 1 s, wire 0.3 s).
      SANDBOX_TIME_SCALE: "0.1",
    },
  },
});
