// Runs a real redis-server for a test: on a free port (or a given one, to bring a stopped server back at the same
// URL), keeping nothing on disk but a temporary folder that stop() removes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "@bank/testing/free-port";

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 10_000;

export async function startRedis(options: { port?: number } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  child.once("error", (error) => (output += String(error)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilAnswersPing(port, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`redis-server did not start on port ${port}: ${String(error)}\n${output}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

async function untilAnswersPing(port: number, gone: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!(await answersPing(port))) {
    if (gone()) throw new Error("it exited");
    if (Date.now() > deadline) throw new Error(`no PONG within ${STARTUP_LIMIT_MS} ms`);
    await sleep(50);
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const answer = (pong: boolean) => {
      socket.destroy();
      resolve(pong);
    };
    socket.setTimeout(1_000, () => answer(false));
    socket.once("error", () => answer(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => answer(data.toString("latin1").startsWith("+PONG")));
  });
}
