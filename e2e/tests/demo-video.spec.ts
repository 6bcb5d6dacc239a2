// 'Watch Demo' plays the recorded product demo (e2e/demo-video) in the home page's dialog: loaded only when
// opened, captioned, stopped on every way out, never started by itself for a visitor who prefers reduced motion.
import { DEMO_VIDEO, DEMO_VIDEO_TEXTS, HOME_TEXTS } from "@bank/contracts";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readCaptionWords } from "../demo-video/captions.ts";
import { TOUR_STEPS } from "../demo-video/tour.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

const DEMO_FILES = [DEMO_VIDEO.video, DEMO_VIDEO.poster, DEMO_VIDEO.captions];

/** The paths of the demo video's files the page has asked for so far. */
function demoFileRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if ((DEMO_FILES as readonly string[]).includes(pathname)) requested.push(pathname);
  });
  return requested;
}

function demoDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: DEMO_VIDEO_TEXTS.title });
}

async function openDemo(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: HOME_TEXTS.watchDemo }).click();
  await expect(demoDialog(page).locator("video")).toBeVisible();
  // Found apart from the dialog's role, so it can still be read once the dialog is closed.
  return page.locator("[data-demo-player] video");
}

async function expectPlaying(video: Locator): Promise<void> {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.3), {
      message: "the video plays",
    })
    .toBe(true);
}

async function expectStopped(video: Locator): Promise<void> {
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
}

/** Stopped and back at the start: the dialog's "close" event, which does it, comes a task after the dialog hides. */
async function expectRewound(video: Locator, way: string): Promise<void> {
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused && element.currentTime === 0), {
      message: `${way} stops the video at its start`,
    })
    .toBe(true);
}

test.describe("the demo video", () => {
  test("nothing of it loads before Watch Demo; opening plays it with the English captions showing", async ({
    page,
  }) => {
    const requested = demoFileRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    const video = await openDemo(page);
    await expectPlaying(video);
    await expect(video).toHaveAttribute("poster", DEMO_VIDEO.poster);
    expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
    expect(requested).toContain(DEMO_VIDEO.video);
    expect(requested).toContain(DEMO_VIDEO.captions);

    const words = readCaptionWords();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBe(TOUR_STEPS.length);
    const track = await video.evaluate((element: HTMLVideoElement) => {
      const captions = element.textTracks[0]!;
      return {
        kind: captions.kind,
        language: captions.language,
        label: captions.label,
        mode: captions.mode,
        // The committed captions say what content/demo-video/captions.yaml says (else: re-record).
        cues: Array.from(captions.cues ?? [], (cue) => (cue as VTTCue).text),
      };
    });
    expect(track).toEqual({
      kind: "captions",
      language: "en",
      label: DEMO_VIDEO_TEXTS.captionsLabel,
      mode: "showing",
      cues: TOUR_STEPS.map((step) => words[step]),
    });
  });

  test("its frame keeps the video's shape from the first moment, so nothing moves when it loads", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: HOME_TEXTS.watchDemo }).click();
    const frame = demoDialog(page).locator("[data-demo-player]");
    const before = await frame.boundingBox();
    const video = frame.locator("video");
    await expectPlaying(video);
    expect(await frame.boundingBox()).toEqual(before);
    const box = (await video.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(DEMO_VIDEO.width / DEMO_VIDEO.height, 2);
    expect(box.width).toBeCloseTo(before!.width, 0);
    await expect(demoDialog(page).getByText(DEMO_VIDEO_TEXTS.summary)).toBeVisible();
  });

  test("Close, Escape and a click on the backdrop each stop it; it starts again from the start", async ({ page }) => {
    await page.goto("/");
    const closings: [string, () => Promise<void>][] = [
      ["Close", () => demoDialog(page).getByRole("button", { name: HOME_TEXTS.close }).click()],
      ["Escape", () => page.keyboard.press("Escape")],
      ["backdrop", () => page.mouse.click(5, 5)],
    ];
    for (const [way, close] of closings) {
      const video = await openDemo(page);
      await expectPlaying(video);
      await close();
      await expect(demoDialog(page), way).toBeHidden();
      await expectRewound(video, way);
    }
  });

  test("by keyboard: Enter on Watch Demo opens it, Tab reaches Close and then the player, Close returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: HOME_TEXTS.watchDemo });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = demoDialog(page);
    const close = dialog.getByRole("button", { name: HOME_TEXTS.close });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    const video = dialog.locator("video");
    await expect(video).toBeFocused();
    // The player's own controls answer the keyboard: Space pauses it.
    await expectPlaying(video);
    await page.keyboard.press("Space");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the open dialog has no WCAG 2.2 AA violation", async ({ page }) => {
    await page.goto("/");
    const video = await openDemo(page);
    await expectPlaying(video);
    await expectNoAxeViolations(page, "the demo dialog, open");
  });

  test.describe("for a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("it waits with its poster and controls until the visitor plays it", async ({ page }) => {
      await page.goto("/");
      const video = await openDemo(page);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(1 /* HAVE_METADATA */);
      await page.waitForTimeout(500);
      await expectStopped(video);
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
      await expect(video).toHaveAttribute("poster", DEMO_VIDEO.poster);

      await video.focus();
      await page.keyboard.press("Space");
      await expectPlaying(video);
    });
  });
});

test("the service sends the demo files with their media types, the video under 3 MB and in ranges for seeking", async ({
  request,
}) => {
  for (const [file, type] of [
    [DEMO_VIDEO.video, "video/webm"],
    [DEMO_VIDEO.captions, "text/vtt"],
    [DEMO_VIDEO.poster, "image/webp"],
  ] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toMatch(new RegExp(`^${type}\\b`));
    if (file === DEMO_VIDEO.video) expect((await response.body()).length).toBeLessThan(3_000_000);
  }
  const range = await request.get(DEMO_VIDEO.video, { headers: { range: "bytes=0-1023" } });
  expect(range.status()).toBe(206);
  expect((await range.body()).length).toBe(1024);
});
