// Playwright records video through an ffmpeg build of its own, which it looks for in its browser registry
// (<registry>/ffmpeg-<revision>/ffmpeg-linux) and otherwise asks to download. This lends it the system's ffmpeg
// (Debian's: `apt-get install ffmpeg`) through a registry folder of our own, so nothing is downloaded.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** The system's ffmpeg, with VP9 and WebP encoders; stops with what to install when it is missing. */
export function systemFfmpeg(): string {
  const candidate = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
  if (!fs.existsSync(candidate)) {
    throw new Error(`${candidate} not found: install ffmpeg (Debian: apt-get install -y ffmpeg) or set FFMPEG_PATH`);
  }
  const encoders = execFileSync(candidate, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  for (const encoder of ["libvpx-vp9", "libwebp"]) {
    if (!encoders.includes(encoder)) throw new Error(`${candidate} has no ${encoder} encoder`);
  }
  return candidate;
}

/** The ffmpeg revision this Playwright looks for, from playwright-core's browsers.json. */
function playwrightFfmpegRevision(): string {
  const fromTest = createRequire(createRequire(import.meta.url).resolve("@playwright/test"));
  const fromPlaywright = createRequire(fromTest.resolve("playwright/package.json"));
  const browsersJson = path.join(path.dirname(fromPlaywright.resolve("playwright-core/package.json")), "browsers.json");
  const { browsers } = JSON.parse(fs.readFileSync(browsersJson, "utf8")) as {
    browsers: { name: string; revision: string }[];
  };
  const ffmpeg = browsers.find((browser) => browser.name === "ffmpeg");
  if (!ffmpeg) throw new Error(`${browsersJson} names no ffmpeg`);
  return ffmpeg.revision;
}

/**
 * Points Playwright's registry (PLAYWRIGHT_BROWSERS_PATH) at a scratch folder holding `ffmpeg` where Playwright
 * expects its own build. Call it before Playwright is first imported: it reads the variable once, when it loads.
 * Chromium is Debian's, given by path at launch, so the registry holds nothing else. Returns the folder to remove.
 */
export function lendFfmpegToPlaywright(ffmpeg: string): string {
  if (process.platform !== "linux") throw new Error("the recording runs on Linux (Playwright's ffmpeg-linux name)");
  const registry = fs.mkdtempSync(path.join(os.tmpdir(), "demo-video-registry-"));
  const folder = path.join(registry, `ffmpeg-${playwrightFfmpegRevision()}`);
  fs.mkdirSync(folder);
  fs.symlinkSync(ffmpeg, path.join(folder, "ffmpeg-linux"));
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
  return registry;
}
