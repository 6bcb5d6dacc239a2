// The container files: the compose file validates with the docker client when one is installed, and the image
// keeps the properties the deployment relies on (there is no Docker engine on CI to build it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

function composeCommand(): string[] | null {
  if (spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status === 0) return ["docker", "compose"];
  if (spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0) return ["docker-compose"];
  return null;
}

describe("docker-compose.yml", () => {
  const compose = composeCommand();

  it.skipIf(compose === null)("is valid for the installed compose client", () => {
    const [command, ...args] = compose!;
    const result = spawnSync(command!, [...args, "-f", "docker-compose.yml", "config"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("auth-data:/data");
    expect(result.stdout).toContain("AUTH_SERVICE_URL: http://auth-service:4321");
  });

  it("gives the service its key as a secret file, never as a value in the file", () => {
    const text = read("docker-compose.yml");
    expect(text).toContain("AUTH_SECRET_KEY_FILE: /run/secrets/auth_secret_key");
    expect(text).not.toMatch(/AUTH_SECRET_KEY:\s*\S/);
  });

  it("mounts the repository's nginx template and the built site read-only", () => {
    const text = read("docker-compose.yml");
    expect(text).toContain("./deploy/nginx/default.conf.template:/etc/nginx/templates/default.conf.template:ro");
    expect(text).toContain("./site/dist:/usr/share/nginx/site:ro");
  });
});

describe("auth-service/Dockerfile", () => {
  const dockerfile = read("auth-service/Dockerfile");

  it("builds in stages, installs production dependencies only from the lockfile, and runs as a non-root user", () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile --prod/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it("copies every workspace manifest the lockfile names, so the frozen install can match it", () => {
    const workspaces = ["packages/contracts", "auth-service", "site", "e2e"];
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it("runs an entrypoint and health check that exist", () => {
    for (const script of ["auth-service/scripts/docker-entrypoint.sh", "auth-service/scripts/healthcheck.ts"]) {
      expect(fs.existsSync(path.join(ROOT, script)), script).toBe(true);
    }
    expect(fs.statSync(path.join(ROOT, "auth-service/scripts/docker-entrypoint.sh")).mode & 0o111).not.toBe(0);
  });
});
