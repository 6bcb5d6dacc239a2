// The two ways the browser talks to the API (SPEC.md section 7): a read by URL and a write with an optional JSON body.
import { httpErrorMessage } from "@bank/contracts";

/** A non-OK answer: its message is "status: body", or "status: statusText" when the body is empty. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(httpErrorMessage(status, body, statusText));
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new HttpError(response.status, body, response.statusText);
}

/** Sends method and url with cookies; a JSON body and its Content-Type only when a body is given. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    ...(body === undefined
      ? {}
      : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** What a read does with a 401: raise an error (the default) or give an empty result. */
export type On401 = "throw" | "returnNull";

/** GETs url with cookies and parses the answer as JSON. */
export async function readJson<T = unknown>(url: string, on401: On401 = "throw"): Promise<T | null> {
  const response = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
