import path from "node:path";
import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config.ts";

// The production topology: nginx serves site/dist and proxies /api/ to the service, which serves the API only.
// nginx/run-nginx-e2e.ts builds the site first and picks the ports and the scratch folder.
const nginxPort = Number(process.env.NGINX_E2E_PORT ?? 4398);
const servicePort = Number(process.env.NGINX_E2E_SERVICE_PORT ?? 4397);
const scratchDir = process.env.NGINX_E2E_SCRATCH ?? path.resolve("test-results", "nginx");
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const origin = `http://127.0.0.1:${nginxPort}`;
const siteRoot = path.resolve(import.meta.dirname, "..", "site", "dist");

export default defineConfig({
  ...baseConfig,
  testDir: "nginx/tests",
  use: { ...baseConfig.use, baseURL: origin },
  webServer: [
    {
      command: "node ../auth-service/src/server.ts",
      url: `http://127.0.0.1:${servicePort}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(servicePort),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(scratchDir, "data"),
        // No site folder: as in production, the service answers /api only and nginx serves every page.
        SITE_DIR: "", // nginx serves the site; the service answers /api only
        ALLOWED_ORIGINS: origin,
        // nginx is the proxy whose X-Forwarded-For the service believes, as in docker-compose.yml.
        TRUSTED_PROXIES: "127.0.0.1",
        AUTH_COOKIE_SECURE: "false",
        LOG_LEVEL: "warn",
      },
    },
    {
      command: `node ../deploy/nginx/render-nginx-config.ts "${scratchDir}/nginx" > /dev/null && exec "${nginx}" -c "${scratchDir}/nginx/nginx.conf" -g "daemon off;"`,
      url: `${origin}/api/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NGINX_PORT: `127.0.0.1:${nginxPort}`,
        SITE_ROOT: siteRoot,
        AUTH_SERVICE_URL: `http://127.0.0.1:${servicePort}`,
      },
    },
  ],
});
