// A copy of content/ that a test may change, the site built from it, and the editors' preview (`./run dev`) over
// it: how a test proves that an editor's file publishes, fails or previews with no change to the code.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@bank/testing/free-port";
import { startProcessGroup, waitForGroup, type RunningApp } from "./server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const siteDir = path.join(repoRoot, "site");
const astroBin = path.join(siteDir, "node_modules/.bin/astro");

export interface ContentCopy {
  /** The copy's folder: CONTENT_DIR for builds and the preview. */
  dir: string;
  /** Writes a file of the copy, e.g. write("landing/new.yaml", text). */
  write(file: string, text: string): void;
  /** Changes a file of the copy in place. */
  edit(file: string, change: (text: string) => string): void;
  /** Removes the copy and every site built from it. */
  remove(): void;
  /** Folders built from the copy (buildFromCopy), removed with it. */
  readonly builds: string[];
}

export function copyContent(): ContentCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bank-content-"));
  fs.cpSync(path.join(repoRoot, "content"), dir, { recursive: true });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const builds: string[] = [];
  return {
    dir,
    write,
    edit: (file, change) => write(file, change(fs.readFileSync(path.join(dir, file), "utf8"))),
    builds,
    remove: () => {
      for (const folder of [dir, ...builds.splice(0)]) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface BuildResult {
  ok: boolean;
  /** What the build printed, standard output and error together. */
  output: string;
  /** The built site's folder. */
  outDir: string;
}

/** Builds the site from a copy of the content into a folder of its own (site/dist is left alone). */
export function buildFromCopy(copy: ContentCopy): BuildResult {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "bank-site-"));
  copy.builds.push(outDir);
  const result = spawnSync(astroBin, ["build", "--outDir", outDir], {
    cwd: siteDir,
    env: { ...process.env, CONTENT_DIR: copy.dir, NO_COLOR: "1" },
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`, outDir };
}

/** Serves a built site the way `./run start` does (the auth service, API included), on a free port. */
export async function serveBuilt(outDir: string): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bank-data-"));
  const service = startProcessGroup(process.execPath, [path.join(repoRoot, "auth-service/src/server.ts")], {
    cwd: path.join(repoRoot, "auth-service"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: outDir,
      AUTH_COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForGroup(service, `${origin}/api/health`, 30_000);
  return {
    origin,
    stop: async () => {
      await service.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The editors' preview, `astro dev` (what `./run dev` starts), over a copy of the content. */
export async function startPreview(copy: ContentCopy): Promise<RunningApp> {
  const port = await freePort();
  // --force, as `./run dev` does: the content cache starts afresh from the copy.
  const preview = startProcessGroup(astroBin, ["dev", "--force", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: siteDir,
    env: { ...process.env, CONTENT_DIR: copy.dir },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForGroup(preview, `${origin}/insights`, 60_000);
  return { origin, stop: preview.stop };
}
