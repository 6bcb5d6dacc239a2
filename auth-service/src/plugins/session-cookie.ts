// The session cookie: HttpOnly, SameSite=Lax, and Secure with the __Host- prefix when cookies are secure.
import fastifyCookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export interface SessionCookie {
  read(request: FastifyRequest): string | undefined;
  /** A persistent cookie until `expiresAt` for "Remember me", else one that ends with the browser session. */
  set(reply: FastifyReply, token: string, options: { persistent: boolean; expiresAt: number }): void;
  clear(reply: FastifyReply): void;
}

declare module "fastify" {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
}

export default fp<SessionCookieOptions>(
  async (app, { secure }) => {
    await app.register(fastifyCookie);
    const name = secure ? "__Host-session" : "session";
    const base = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };

    app.decorate("sessionCookie", {
      read: (request) => request.cookies[name] || undefined,
      set(reply, token, { persistent, expiresAt }) {
        reply.setCookie(name, token, persistent ? { ...base, expires: new Date(expiresAt) } : base);
      },
      clear(reply) {
        reply.clearCookie(name, base);
      },
    } satisfies SessionCookie);
  },
  { name: "session-cookie" },
);
