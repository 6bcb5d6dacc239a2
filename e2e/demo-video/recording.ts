// Records the demo video against the built app, started as the e2e run starts it (playwright.config.ts: the
// command, its environment, the browser's launch options), and writes the video, its poster and its captions.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_VIDEO } from "@bank/contracts";
import config from "../playwright.config.ts";
import { startProcessGroup, waitForGroup, type RunningApp } from "../support/server.ts";
import { enableTwoFactorThroughApi } from "../support/accounts.ts";
import { newApplicant } from "../support/applications.ts";
import { readCaptionWords, webVtt, type StepMoment } from "./captions.ts";
import { encodeForTheWeb, posterFrame, videoDurationMs } from "./encode.ts";
import { recordTour, type TourStep } from "./tour.ts";

const e2eDir = path.resolve(import.meta.dirname, "..");
const publicDir = path.resolve(e2eDir, "..", "site", "public");
/** The issue's limit: the dialog loads the whole file on a phone's connection too. */
const MAX_VIDEO_BYTES = 3_000_000;
/** The poster: a moment of the video that shows the product at work. */
const POSTER_MOMENT: { step: TourStep; afterMs: number } = { step: "features", afterMs: 4_500 };

/** `pnpm start` (build, then the service serving site/dist) on the port and data folder run-e2e.ts would give. */
async function startApp(): Promise<RunningApp> {
  const webServer = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
  const origin = config.use?.baseURL;
  if (!webServer || !origin) throw new Error("playwright.config.ts names no web server or base URL");
  console.log(`record:demo: building and starting the app on ${origin} (${webServer.command})`);
  const server = startProcessGroup(webServer.command, [], {
    shell: true,
    cwd: e2eDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...webServer.env },
  });
  await waitForGroup(server, `${origin}/api/health`, webServer.timeout ?? 240_000);
  return { origin, stop: server.stop };
}

function kilobytes(file: string): string {
  return `${(fs.statSync(file).size / 1024).toFixed(0)} KB`;
}

/** Records the tour and writes DEMO_VIDEO's three files into site/public; fails if the video is 3 MB or more. */
export async function recordDemoVideo(ffmpeg: string): Promise<void> {
  const words = readCaptionWords();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "demo-video-"));
  const app = await startApp();
  try {
    // A customer whose address is verified (the dashboard asks the others to verify it), with TOTP 2FA on.
    const { account, api } = await newApplicant(app.origin, { email: "ada@example.com" });
    const totpSecret = await enableTwoFactorThroughApi(api);
    await api.dispose();

    const recording = path.join(scratch, "recording.webm");
    const browser = await chromium.launch(config.use?.launchOptions);
    let moments: StepMoment[];
    try {
      const context = await browser.newContext({
        baseURL: app.origin,
        viewport: { width: DEMO_VIDEO.width, height: DEMO_VIDEO.height },
        reducedMotion: "no-preference",
      });
      const page = await context.newPage();
      await page.goto("/", { waitUntil: "networkidle" });
      console.log("record:demo: recording the tour");
      moments = await recordTour(page, account, totpSecret, recording);
    } finally {
      await browser.close();
    }

    console.log("record:demo: encoding for the web");
    const video = path.join(scratch, "demo.webm");
    encodeForTheWeb(ffmpeg, recording, video);
    const videoBytes = fs.statSync(video).size;
    if (videoBytes >= MAX_VIDEO_BYTES) {
      throw new Error(`the video is ${videoBytes} bytes, not under ${MAX_VIDEO_BYTES}: shorten the tour (tour.ts)`);
    }
    const durationMs = videoDurationMs(ffmpeg, video);
    const posterAt = moments.find((moment) => moment.step === POSTER_MOMENT.step)!.atMs + POSTER_MOMENT.afterMs;
    const poster = path.join(scratch, "poster.webp");
    posterFrame(ffmpeg, video, posterAt, poster);
    const captions = path.join(scratch, "captions.vtt");
    fs.writeFileSync(captions, webVtt(words, moments, durationMs));

    // Only a complete, small enough recording replaces the published one.
    for (const [file, publicPath] of [
      [video, DEMO_VIDEO.video],
      [poster, DEMO_VIDEO.poster],
      [captions, DEMO_VIDEO.captions],
    ] as const) {
      const target = path.join(publicDir, publicPath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target);
      console.log(`record:demo: wrote ${path.relative(process.cwd(), target)} (${kilobytes(target)})`);
    }
    console.log(
      `record:demo: ${(durationMs / 1000).toFixed(1)} s; steps at ${moments.map((m) => `${m.step} ${(m.atMs / 1000).toFixed(1)} s`).join(", ")}`,
    );
  } finally {
    await app.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
