// The browser's two cookies. The session: HttpOnly, SameSite=Lax, and Secure with the __Host- prefix when
// cookies are secure. The device: a signed random id, kept about a year, that tells the browsers which have
// signed in to an account before (OWASP's device cookies) from all others.
import fastifyCookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { deriveKey } from "../core/secret-box.ts";

export interface SessionCookie {
  read(request: FastifyRequest): string | undefined;
  /** A persistent cookie until `expiresAt` for "Remember me", else one that ends with the browser session. */
  set(reply: FastifyReply, token: string, options: { persistent: boolean; expiresAt: number }): void;
  clear(reply: FastifyReply): void;
}

export interface DeviceCookie {
  /** The device id, or null when the browser has no device cookie or its signature does not hold. */
  read(request: FastifyRequest): string | null;
  /** (Re)sets the cookie for another year. */
  set(reply: FastifyReply, deviceId: string): void;
}

declare module "fastify" {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
    deviceCookie: DeviceCookie;
  }
}

export interface CookiesOptions {
  secure: boolean;
}

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export default fp<CookiesOptions>(
  async (app, { secure }) => {
    // Signing keys come from the service key, so every instance signs and checks device cookies alike.
    await app.register(fastifyCookie, { secret: deriveKey(app.serviceKey, "cookie-signing").toString("base64") });
    const base = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
    const sessionName = secure ? "__Host-session" : "session";
    const deviceName = secure ? "__Host-device" : "device";

    app.decorate("sessionCookie", {
      read: (request) => request.cookies[sessionName] || undefined,
      set(reply, token, { persistent, expiresAt }) {
        reply.setCookie(sessionName, token, persistent ? { ...base, expires: new Date(expiresAt) } : base);
      },
      clear(reply) {
        reply.clearCookie(sessionName, base);
      },
    } satisfies SessionCookie);

    app.decorate("deviceCookie", {
      read(request) {
        const raw = request.cookies[deviceName];
        if (!raw) return null;
        const unsigned = request.unsignCookie(raw);
        return unsigned.valid && unsigned.value ? unsigned.value : null;
      },
      set(reply, deviceId) {
        reply.setCookie(deviceName, deviceId, { ...base, signed: true, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
      },
    } satisfies DeviceCookie);
  },
  { name: "cookies", dependencies: ["service-context"] },
);
