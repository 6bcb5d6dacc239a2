// The steps the demo video shows, taken calmly as a person would: the home page (hero, features, crypto), then
// /signin with the password and the authenticator's code, ending on the dashboard. Each step notes when it began,
// so its caption appears with it.
import type { Locator, Page } from "@playwright/test";
import { DEMO_VIDEO, HOME_TEXTS, SIGNIN_TEXTS } from "@bank/contracts";
import { totpCode, type TestAccount } from "../support/accounts.ts";
import type { StepMoment } from "./captions.ts";

/** The steps in the order shown; content/demo-video/captions.yaml has one caption for each. */
export const TOUR_STEPS = ["home", "features", "crypto", "signIn", "twoFactor", "dashboard"] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

const TYPING_DELAY_MS = 60;
const CODE_TYPING_DELAY_MS = 150;

/** Scrolls until `target` sits under the sticky header, eased over `durationMs`, as a slow wheel would. */
async function scrollCalmlyTo(target: Locator, durationMs: number): Promise<void> {
  await target.evaluate(async (element, duration) => {
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
    const from = window.scrollY;
    const to = from + element.getBoundingClientRect().top - header - 16;
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        const t = Math.min(1, (now - start) / duration);
        const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
        window.scrollTo({ top: from + (to - from) * eased, behavior: "instant" });
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }, durationMs);
}

/**
 * Records the tour into `videoFile` on a page already showing the home page, signing in as `account` with the
 * authenticator `totpSecret`. Returns when each step began, in milliseconds from the video's first frame.
 */
export async function recordTour(
  page: Page,
  account: TestAccount,
  totpSecret: string,
  videoFile: string,
): Promise<StepMoment[]> {
  const pause = (ms: number) => page.waitForTimeout(ms);
  const moments: StepMoment[] = [];
  // The page's screencast rather than the context's recordVideo: it starts on the loaded home page, not on a blank
  // one, and now, so the captions' times count from here.
  const startedAt = Date.now();
  await page.screencast.start({ path: videoFile, size: { width: DEMO_VIDEO.width, height: DEMO_VIDEO.height } });
  // A pointer that glides between the points the tour acts on; the action's name is not shown (captions are).
  await page.screencast.showActions({ cursor: "pointer", duration: 600, style: { title: "display: none" } });
  const begin = (step: TourStep) => moments.push({ step, atMs: Date.now() - startedAt });

  begin("home");
  await pause(800);
  await page.getByRole("heading", { level: 1 }).hover();
  await pause(1_200);
  await page.getByRole("link", { name: HOME_TEXTS.getStartedFree }).hover();
  await pause(1_000);

  begin("features");
  const features = page.locator("#features");
  await scrollCalmlyTo(features, 1_500);
  await pause(400);
  await features.locator("[data-feature-card]").nth(1).click();
  await pause(1_800);

  begin("crypto");
  await scrollCalmlyTo(page.locator("section.crypto"), 1_500);
  await pause(400);
  await page.getByRole("tablist", { name: "Crypto services" }).getByRole("tab").nth(1).click();
  await pause(2_000);

  begin("signIn");
  await page.getByRole("banner").getByRole("link", { name: HOME_TEXTS.signIn }).click();
  await page.locator('.auth-card[data-step="credentials"]').waitFor();
  await pause(400);
  await page.getByLabel("Email").click();
  await page.getByLabel("Email").pressSequentially(account.email, { delay: TYPING_DELAY_MS });
  await pause(300);
  await page.getByLabel("Password", { exact: true }).click();
  await page
    .getByLabel("Password", { exact: true })
    .pressSequentially(account.password, { delay: TYPING_DELAY_MS / 2 });
  await pause(500);
  await page.getByRole("button", { name: SIGNIN_TEXTS.submit, exact: true }).click();

  await page.getByRole("heading", { level: 1, name: SIGNIN_TEXTS.twoFactorTitle }).waitFor();
  begin("twoFactor");
  await pause(1_000);
  // The account's 2FA was turned on with this step's code, which the service takes once: type the next one.
  await page
    .getByLabel(SIGNIN_TEXTS.codeLabel)
    .pressSequentially(totpCode(totpSecret, 1), { delay: CODE_TYPING_DELAY_MS });
  await pause(500);
  await page.getByRole("button", { name: SIGNIN_TEXTS.verify }).click();

  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  begin("dashboard");
  await pause(1_200);
  await page.getByRole("main").getByText("Total balance").hover();
  await pause(1_200);
  await page.getByRole("main").getByText("Recent activity").first().hover();
  await pause(1_600);
  await page.screencast.stop();
  return moments;
}
