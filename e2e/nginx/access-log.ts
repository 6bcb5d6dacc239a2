// nginx's access log in the nginx pass: which instance answered each request, and any nginx tried before it.
import fs from "node:fs";
import { topology } from "./topology.ts";

export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
  /** host:port of each instance nginx tried, in order; the last one answered. Empty for the site's files. */
  upstreams: string[];
}

// The format render-nginx-config.ts declares: $remote_addr "$request" $status upstream="$upstream_addr" ...
const LINE = /^\S+ "(\S+) (\S+) [^"]*" (\d{3}) upstream="([^"]*)"/;

/** The log's size now: pass it to requestsLoggedSince to read what comes after. */
export function accessLogSize(): number {
  return fs.statSync(topology.accessLog).size;
}

export function requestsLoggedSince(offset: number): ProxiedRequest[] {
  const text = fs.readFileSync(topology.accessLog).subarray(offset).toString("utf8");
  return text.split("\n").flatMap((line) => {
    const match = LINE.exec(line);
    if (!match) return [];
    const [, method, path, status, upstream] = match;
    const upstreams = upstream === "-" ? [] : upstream!.split(", ");
    return [{ method: method!, path: path!, status: Number(status), upstreams }];
  });
}
