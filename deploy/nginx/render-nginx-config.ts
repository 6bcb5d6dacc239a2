// Writes a runnable nginx configuration for tests: the repository's server block (deploy/nginx), filled in the
// way the nginx image fills it, inside a main file whose pid, logs and temp folders live in one scratch folder.
//   node deploy/nginx/render-nginx-config.ts <scratch folder>   (NGINX_PORT, SITE_ROOT, AUTH_SERVICE_A/_B from the env)
import fs from "node:fs";
import path from "node:path";

const TEMPLATE = new URL("./default.conf.template", import.meta.url);
const TEMPLATE_VARIABLES = ["NGINX_PORT", "SITE_ROOT", "AUTH_SERVICE_A", "AUTH_SERVICE_B"] as const;

/** Replaces ${NAME} for the given names only, like the image's envsubst filter; nginx's $variables are untouched. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export function renderNginxConfig(scratchDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const values: Record<string, string> = {};
  for (const name of TEMPLATE_VARIABLES) {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set`);
    values[name] = value;
  }
  const server = fillTemplate(fs.readFileSync(TEMPLATE, "utf8"), values);
  const unfilled = server.match(/\$\{[A-Z_]+\}/g);
  if (unfilled) throw new Error(`template placeholders left unfilled: ${unfilled.join(", ")}`);

  fs.mkdirSync(scratchDir, { recursive: true });
  const at = (name: string) => path.join(scratchDir, name);
  fs.writeFileSync(at("server.conf"), server);
  // Started as root, nginx would run its workers as nobody, who may not reach a checkout under /root; a test
  // server keeps the user that started it. (The production image runs nginx unprivileged.)
  const workerUser = process.getuid?.() === 0 ? "user root;" : "";
  const main = `
${workerUser}
worker_processes 1;
pid ${at("nginx.pid")};
error_log ${at("error.log")} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    # Which instance answered each request, and any tried before it: the tests of the upstream read it.
    log_format upstreams '$remote_addr "$request" $status upstream="$upstream_addr" upstream_status="$upstream_status"';
    access_log ${at("access.log")} upstreams;
    client_body_temp_path ${at("client_body")};
    proxy_temp_path ${at("proxy")};
    fastcgi_temp_path ${at("fastcgi")};
    uwsgi_temp_path ${at("uwsgi")};
    scgi_temp_path ${at("scgi")};
    include ${at("server.conf")};
}
`;
  fs.writeFileSync(at("nginx.conf"), main);
  return at("nginx.conf");
}

if (import.meta.main) {
  const scratchDir = process.argv[2];
  if (!scratchDir) throw new Error("usage: render-nginx-config.ts <scratch folder>");
  console.log(renderNginxConfig(path.resolve(scratchDir)));
}
