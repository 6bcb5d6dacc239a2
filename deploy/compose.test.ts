// The container files: the compose file validates with the docker client when one is installed, its topology
// (two instances on PostgreSQL and Valkey behind nginx) holds together, and the image keeps the properties the
// deployment relies on (there is no Docker engine on CI to build it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The parts of a compose service these checks read. */
interface Service {
  image?: string;
  profiles?: string[];
  command?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  stop_grace_period?: string;
}

interface ComposeFile {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
}

// Merge keys on: the file shares its service settings through YAML anchors (`<<: *auth-service`).
const composeFile = parse(read("docker-compose.yml"), { merge: true }) as ComposeFile;
const service = (name: string): Service => {
  const found = composeFile.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const INSTANCES = ["auth-service-a", "auth-service-b"];
const fixedAddress = (name: string) =>
  (service(name).networks as Record<string, { ipv4_address: string }>).backend!.ipv4_address;
const HARDENED = ["postgres", "valkey", ...INSTANCES, "auth-service-single"];

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
    expect(result.stdout).toContain("AUTH_SERVICE_A: 172.30.0.11:4321");
  });

  it("gives the service its key and the database's password as secret files, never as values in the file", () => {
    const text = read("docker-compose.yml");
    expect(text).toContain("AUTH_SECRET_KEY_FILE: /run/secrets/auth_secret_key");
    expect(text).not.toMatch(/AUTH_SECRET_KEY:\s*\S/);
    expect(text).not.toMatch(/(POSTGRES_PASSWORD|PGPASSWORD):\s*\S/);
    for (const instance of INSTANCES) {
      // user@host: no password in the URL; the entrypoint gives pg PGPASSWORD from the file.
      expect(service(instance).environment!.DATABASE_URL).toMatch(/^postgres:\/\/[^:@]+@postgres:5432\/\w+$/);
    }
    expect(composeFile.secrets.postgres_password!.file).toContain("./deploy/secrets/postgres_password");
  });

  it("mounts the repository's nginx template and the built site read-only", () => {
    const text = read("docker-compose.yml");
    expect(text).toContain("./deploy/nginx/default.conf.template:/etc/nginx/templates/default.conf.template:ro");
    expect(text).toContain("./site/dist:/usr/share/nginx/site:ro");
  });
});

describe("docker-compose.yml's scale-out topology", () => {
  it("runs PostgreSQL on a named volume, its password from the secret, health-checked over TCP", () => {
    const postgres = service("postgres");
    expect(postgres.image).toMatch(/^postgres:1[67]-alpine$/);
    expect(postgres.environment!.POSTGRES_PASSWORD_FILE).toBe("/run/secrets/postgres_password");
    expect(postgres.secrets).toEqual(["postgres_password"]);
    const dataVolume = postgres.volumes!.find((volume) => volume.endsWith(":/var/lib/postgresql/data"))!;
    expect(Object.keys(composeFile.volumes)).toContain(dataVolume.split(":")[0]);
    expect(postgres.healthcheck!.test).toEqual(expect.arrayContaining(["pg_isready", "-h", "127.0.0.1"]));
  });

  it("runs Valkey, health-checked, saving nothing: it holds only the flood cap's counts", () => {
    const valkey = service("valkey");
    expect(valkey.image).toMatch(/^valkey\/valkey:8-alpine$/);
    expect(valkey.healthcheck!.test.join(" ")).toContain("valkey-cli ping");
    expect(valkey.command).toEqual(expect.arrayContaining(["--save", "", "--appendonly", "no"]));
    expect(valkey.volumes).toBeUndefined();
  });

  it("runs two instances on PostgreSQL and Valkey, with the key and the password, once both are healthy", () => {
    for (const name of INSTANCES) {
      const instance = service(name);
      expect(instance.environment, name).toMatchObject({
        DATABASE_URL: expect.stringMatching(/^postgres:\/\//),
        PGPASSWORD_FILE: "/run/secrets/postgres_password",
        REDIS_URL: "redis://valkey:6379",
        AUTH_SECRET_KEY_FILE: "/run/secrets/auth_secret_key",
      });
      expect(instance.secrets, name).toEqual(["auth_secret_key", "postgres_password"]);
      expect(instance.healthcheck!.test, name).toEqual(["CMD", "node", "auth-service/scripts/healthcheck.ts"]);
      expect(instance.depends_on, name).toEqual({
        postgres: { condition: "service_healthy" },
        valkey: { condition: "service_healthy" },
      });
      expect(instance.profiles, name).toBeUndefined();
    }
    expect(new Set(INSTANCES.map(fixedAddress)).size).toBe(INSTANCES.length);
  });

  it("gives nginx's upstream both instances' fixed addresses and starts nginx once both are healthy", () => {
    const nginx = service("nginx");
    expect([nginx.environment!.AUTH_SERVICE_A, nginx.environment!.AUTH_SERVICE_B]).toEqual(
      INSTANCES.map((name) => `${fixedAddress(name)}:4321`),
    );
    expect(nginx.depends_on).toEqual(
      Object.fromEntries(INSTANCES.map((name) => [name, { condition: "service_healthy" }])),
    );
    const upstream = /upstream auth_service \{([\s\S]*?)\n\}/.exec(read("deploy/nginx/default.conf.template"))![1]!;
    expect(upstream).toMatch(/server \$\{AUTH_SERVICE_A\} /);
    expect(upstream).toMatch(/server \$\{AUTH_SERVICE_B\} /);
  });

  it("keeps every container of the service and its stores hardened, and believes only nginx's address", () => {
    for (const name of HARDENED) {
      const hardened = service(name);
      expect(hardened.read_only, name).toBe(true);
      expect(hardened.cap_drop, name).toEqual(["ALL"]);
      expect(hardened.security_opt, name).toContain("no-new-privileges:true");
    }
    for (const name of ["nginx", "nginx-single"]) {
      expect(service(name).cap_drop, name).toEqual(["ALL"]);
      expect(service(name).security_opt, name).toContain("no-new-privileges:true");
    }
    for (const name of [...INSTANCES, "auth-service-single"]) {
      expect(service(name).environment!.TRUSTED_PROXIES, name).toBe(fixedAddress("nginx"));
      // Longer than the service's own 10 s for answers in flight.
      expect(service(name).stop_grace_period, name).toBe("15s");
    }
  });

  it("keeps one instance on SQLite as the `single` profile, behind its own nginx", () => {
    const single = service("auth-service-single");
    expect(single.profiles).toEqual(["single"]);
    expect(single.environment!.DATABASE_URL).toBeUndefined();
    expect(single.environment!.REDIS_URL).toBeUndefined();
    expect(single.volumes).toContain("auth-data:/data");
    const nginx = service("nginx-single");
    expect(nginx.profiles).toEqual(["single"]);
    expect(nginx.depends_on).toEqual({ "auth-service-single": { condition: "service_healthy" } });
    expect(nginx.environment!.AUTH_SERVICE_A).toBe("auth-service-single:4321");
    expect(nginx.environment!.AUTH_SERVICE_B).toBe("auth-service-single:4321");
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
    const lockfile = parse(read("pnpm-lock.yaml")) as { importers: Record<string, unknown> };
    const workspaces = Object.keys(lockfile.importers).filter((importer) => importer !== ".");
    expect(workspaces).toContain("auth-service");
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it("runs an entrypoint and health check that exist", () => {
    for (const script of ["auth-service/scripts/docker-entrypoint.sh", "auth-service/scripts/healthcheck.ts"]) {
      expect(fs.existsSync(path.join(ROOT, script)), script).toBe(true);
    }
    expect(fs.statSync(path.join(ROOT, "auth-service/scripts/docker-entrypoint.sh")).mode & 0o111).not.toBe(0);
  });
});
