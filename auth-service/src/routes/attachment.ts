// How a file goes back to a browser, whoever's it is (a customer's document, a statement, an export): a download
// (RFC 6266 attachment) of its own type, never sniffed, rendered in the service's origin or cached.
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; disposition: string; body: Buffer | Readable },
) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", file.disposition)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox")
    .send(file.body);
}
