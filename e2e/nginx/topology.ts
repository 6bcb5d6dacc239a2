// Where the nginx pass runs what: nginx's port, the two auth-service instances behind it and the scratch folder,
// as nginx/run-nginx-e2e.ts chose them; read by the Playwright config that starts them and by the tests.
import path from "node:path";

export type InstanceName = "a" | "b";

const scratchDir = process.env.NGINX_E2E_SCRATCH ?? path.resolve(import.meta.dirname, "..", "test-results", "nginx");

export const topology = {
  scratchDir,
  nginxPort: Number(process.env.NGINX_E2E_PORT ?? 4398),
  /** The one database both instances share: a SQLite file in WAL mode, which two processes may open. */
  dataDir: path.join(scratchDir, "data"),
  nginxDir: path.join(scratchDir, "nginx"),
  /** nginx's access log, which names the instance that answered each request (render-nginx-config.ts). */
  accessLog: path.join(scratchDir, "nginx", "access.log"),
  instancePort: {
    a: Number(process.env.NGINX_E2E_SERVICE_A_PORT ?? 4397),
    b: Number(process.env.NGINX_E2E_SERVICE_B_PORT ?? 4396),
  } satisfies Record<InstanceName, number>,
};

export const origin = `http://127.0.0.1:${topology.nginxPort}`;

/** host:port of an instance, as nginx names it in its upstream and its log. */
export const instanceAddress = (name: InstanceName) => `127.0.0.1:${topology.instancePort[name]}`;

/** The file the instance's shell writes its process id to before it becomes the service (exec). */
export const instancePidFile = (name: InstanceName) => path.join(scratchDir, `auth-service-${name}.pid`);
