// How an export goes back to a browser: a download (attachment) of its own type, streamed, never sniffed, rendered
// in the service's origin or cached.
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

export function sendDownload(reply: FastifyReply, file: { contentType: string; fileName: string; body: Readable }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox")
    .send(file.body);
}
