// The recording made small for the web with the system's ffmpeg: Playwright writes VP9 at a near-lossless
// quality (tens of MB for half a minute); a screen recording of flat colours and text keeps its look at a
// fraction of that. Also the poster frame and the video's length.
import { execFileSync } from "node:child_process";

/** Re-encodes to VP9 WebM without sound, keeping the frame size and the recording's own timestamps. */
export function encodeForTheWeb(ffmpeg: string, recording: string, output: string): void {
  execFileSync(
    ffmpeg,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-i", recording],
      ...["-an", "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-r", "25"],
      // Constant quality (no bitrate cap); 36 keeps small text sharp at 1280x720.
      ...["-crf", "36", "-b:v", "0", "-deadline", "good", "-cpu-used", "2", "-row-mt", "1"],
      // A key frame every 2 s, so seeking with the player's slider answers at once.
      ...["-g", "50"],
      output,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
}

/** One frame of the video as a WebP still, for the player's poster. */
export function posterFrame(ffmpeg: string, video: string, atMs: number, output: string): void {
  execFileSync(
    ffmpeg,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-ss", (atMs / 1000).toFixed(3), "-i", video],
      ...["-frames:v", "1", "-c:v", "libwebp", "-quality", "75", output],
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
}

/** The video's length in milliseconds (ffprobe sits beside ffmpeg). */
export function videoDurationMs(ffmpeg: string, video: string): number {
  const ffprobe = ffmpeg.replace(/ffmpeg$/, "ffprobe");
  const seconds = execFileSync(
    ffprobe,
    ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", video],
    { encoding: "utf8" },
  );
  const duration = Number.parseFloat(seconds);
  if (!Number.isFinite(duration)) throw new Error(`ffprobe gave no duration for ${video}: ${seconds}`);
  return Math.round(duration * 1000);
}
