// The production topology on this machine: builds the site, then runs the nginx-fronted browser pass
// (playwright.nginx.config.ts starts two service instances and nginx). Installs Debian's nginx when it is missing.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@bank/testing/free-port";

function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function installNginx(): void {
  console.log("nginx e2e: installing Debian's nginx (apt-get)");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string[]) => {
    const [program, ...args] = asRoot ? command : ["sudo", ...command];
    execFileSync(program!, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "nginx"]);
}

let nginx = findNginx();
if (nginx === null) {
  installNginx();
  nginx = findNginx();
  if (nginx === null) throw new Error("nginx is still missing after apt-get install");
}

// `./run test` builds the site for the browser pass just before this one (its server runs `pnpm start`) and says so
// with SITE_BUILT=1: that build serves here too. Run alone, this pass builds the site itself.
if (process.env.SITE_BUILT !== "1") {
  const build = spawnSync("pnpm", ["--dir", "..", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), "bank-nginx-e2e-"));
const result = spawnSync("playwright", ["test", "--config", "playwright.nginx.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    NGINX_PATH: nginx,
    NGINX_E2E_SCRATCH: scratchDir,
    // The instances' data folder (nginx/topology.ts): the specs read the mail they wrote to its outbox.
    E2E_DATA_DIR: path.join(scratchDir, "data"),
    NGINX_E2E_PORT: String(await freePort()),
    NGINX_E2E_SERVICE_A_PORT: String(await freePort()),
    NGINX_E2E_SERVICE_B_PORT: String(await freePort()),
  },
});
fs.rmSync(scratchDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
