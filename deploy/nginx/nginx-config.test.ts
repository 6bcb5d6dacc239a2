// The repository's nginx server block, run by the real nginx against a small fixture site: the parts the
// nginx-fronted browser pass cannot reach (a stopped service, the template's own rules).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxAddHeaders } from "./add-headers.ts";
import { fillTemplate, renderNginxConfig } from "./render-nginx-config.ts";

const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => file && fs.existsSync(file));
const PAGE_HEADERS = { "content-security-policy": "default-src 'self'", "x-content-type-options": "nosniff" };

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("fillTemplate", () => {
  it("fills the named placeholders and leaves nginx's own variables alone", () => {
    expect(fillTemplate("listen ${NGINX_PORT}; try_files $uri ${OTHER};", { NGINX_PORT: "8080" })).toBe(
      "listen 8080; try_files $uri ${OTHER};",
    );
  });
});

describe.skipIf(NGINX === undefined)("deploy/nginx/default.conf.template in nginx", () => {
  let scratch: string;
  let nginx: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-config-"));
    const site = path.join(scratch, "site");
    fs.mkdirSync(path.join(site, "signin"), { recursive: true });
    fs.writeFileSync(path.join(site, "index.html"), "<h1>Home</h1>");
    fs.writeFileSync(path.join(site, "signin", "index.html"), "<h1>Sign in</h1>");
    fs.writeFileSync(path.join(site, "404.html"), "<h1>Page not found</h1>");
    fs.writeFileSync(path.join(site, ".security-headers.nginx.conf"), nginxAddHeaders(PAGE_HEADERS));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = renderNginxConfig(path.join(scratch, "nginx"), {
      NGINX_PORT: `127.0.0.1:${port}`,
      SITE_ROOT: site,
      // Nothing listens there: the service is down.
      AUTH_SERVICE_URL: `http://127.0.0.1:${await freePort()}`,
    });
    const check = spawnSync(NGINX!, ["-t", "-c", config], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, ["-c", config, "-g", "daemon off;"], { stdio: "ignore" });
    for (let attempt = 0; attempt < 50; attempt++) {
      if (
        await fetch(origin).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("nginx did not start");
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("serves page folders without a trailing slash and the page headers with them", async () => {
    const response = await fetch(`${origin}/signin`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sign in");
    expect(response.headers.get("content-security-policy")).toBe(PAGE_HEADERS["content-security-policy"]);
    expect(response.headers.get("server")).toBe("nginx");
  });

  it("answers the API in its JSON error shape when the service is down", async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, message: expect.stringContaining("unavailable") });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("keeps dotfiles private and /.well-known/ public", async () => {
    expect((await fetch(`${origin}/.security-headers.nginx.conf`)).status).toBe(404);
    expect((await fetch(`${origin}/.well-known/security.txt`)).status).toBe(404);
    fs.mkdirSync(path.join(scratch, "site", ".well-known"));
    fs.writeFileSync(
      path.join(scratch, "site", ".well-known", "security.txt"),
      "Contact: mailto:security@example.com\n",
    );
    expect((await fetch(`${origin}/.well-known/security.txt`)).status).toBe(200);
  });
});
