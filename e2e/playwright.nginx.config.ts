import crypto from "node:crypto";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config.ts";
import { instanceAddress, instancePidFile, origin, topology, type InstanceName } from "./nginx/topology.ts";

// The production topology: nginx serves site/dist and proxies /api/ to two instances of the service, which
// answer the API only, on one database. nginx/run-nginx-e2e.ts builds the site first and picks the ports and
// the scratch folder (nginx/topology.ts).
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const siteRoot = path.resolve(import.meta.dirname, "..", "site", "dist");
// Instances on one database must share its key (as AUTH_SECRET_KEY on every instance in production).
const secretKey = crypto.randomBytes(32).toString("hex");

// Started one after the other (Playwright starts its web servers in order), so the second finds the schema made.
function authServiceInstance(name: InstanceName) {
  const port = topology.instancePort[name];
  return {
    // The shell records its process id, then becomes the service: the instance-down test stops it by that id.
    command: `mkdir -p "${topology.scratchDir}" && echo $$ > "${instancePidFile(name)}" && exec node ../auth-service/src/server.ts`,
    url: `http://${instanceAddress(name)}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: topology.dataDir,
      AUTH_SECRET_KEY: secretKey,
      // No site folder: as in production, the service answers /api only and nginx serves every page.
      SITE_DIR: "",
      ALLOWED_ORIGINS: origin,
      // nginx is the proxy whose X-Forwarded-For the service believes, as in docker-compose.yml.
      TRUSTED_PROXIES: "127.0.0.1",
      AUTH_COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
    },
  };
}

export default defineConfig({
  ...baseConfig,
  testDir: "nginx/tests",
  use: { ...baseConfig.use, baseURL: origin },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /instance-down/ },
    // Stops instance A for good, so it runs after everything else, and once: a retry would find A already gone.
    {
      name: "instance-down",
      use: { browserName: "chromium" },
      testMatch: /instance-down/,
      dependencies: ["chromium"],
      retries: 0,
    },
  ],
  webServer: [
    authServiceInstance("a"),
    authServiceInstance("b"),
    {
      command: `node ../deploy/nginx/render-nginx-config.ts "${topology.nginxDir}" > /dev/null && exec "${nginx}" -c "${topology.nginxDir}/nginx.conf" -g "daemon off;"`,
      url: `${origin}/api/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NGINX_PORT: `127.0.0.1:${topology.nginxPort}`,
        SITE_ROOT: siteRoot,
        AUTH_SERVICE_A: instanceAddress("a"),
        AUTH_SERVICE_B: instanceAddress("b"),
      },
    },
  ],
});
