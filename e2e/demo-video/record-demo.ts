// `./run record:demo`: re-records the home page's 'Watch Demo' video (a screen recording of the built app with
// Playwright) and writes it, its poster frame and its captions into site/public/demo-video/. Run by a person when
// the product changes, never by CI; the files it writes are committed as content (content/README.md).
// Needs the system's ffmpeg (Debian: apt-get install -y ffmpeg); Playwright's own ffmpeg is never downloaded.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@bank/testing/free-port";
import { lendFfmpegToPlaywright, systemFfmpeg } from "./system-ffmpeg.ts";

const started = Date.now();
const ffmpeg = systemFfmpeg();
const registry = lendFfmpegToPlaywright(ffmpeg);
// As run-e2e.ts does for a test run: a free port and a fresh data folder, which playwright.config.ts reads.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-video-data-"));
process.env.E2E_PORT = String(await freePort());
process.env.E2E_DATA_DIR = dataDir;
try {
  // Imported only now: Playwright reads its registry, and the config its port, once, when they load.
  const { recordDemoVideo } = await import("./recording.ts");
  await recordDemoVideo(ffmpeg);
  console.log(`record:demo: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  fs.rmSync(registry, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
