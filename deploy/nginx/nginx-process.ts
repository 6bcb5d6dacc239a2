// The real nginx running the repository's template for a test: rendered into a scratch folder, started, waited
// for, and stopped with a graceful quit.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "@bank/testing/free-port";
import { renderNginxConfig } from "./render-nginx-config.ts";

/** The system's nginx (NGINX_PATH, else Debian's paths), or undefined when none is installed. */
export const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find(
  (file) => file && fs.existsSync(file),
);

export interface NginxProcess {
  origin: string;
  /** nginx's access log: one line a request, with the upstream addresses it tried (render-nginx-config.ts). */
  accessLog: string;
  stop(): Promise<void>;
}

/** Starts nginx on a free port with the template filled from `values` (SITE_ROOT, AUTH_SERVICE_A, AUTH_SERVICE_B). */
export async function startNginx(scratchDir: string, values: Record<string, string>): Promise<NginxProcess> {
  if (NGINX === undefined) throw new Error("nginx is not installed");
  const port = await freePort();
  const config = renderNginxConfig(scratchDir, { NGINX_PORT: `127.0.0.1:${port}`, ...values });
  const check = spawnSync(NGINX, ["-t", "-c", config], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const nginx = spawn(NGINX, ["-c", config, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGQUIT");
    await exited;
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const listening = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (listening) return { origin, accessLog: path.join(scratchDir, "access.log"), stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("nginx did not start");
}
