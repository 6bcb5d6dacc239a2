// How a document goes back to a browser, for the customer and for staff: as a download of the type its bytes
// were recognised as, never rendered in the service's origin, never cached.
import type { FastifyReply } from "fastify";
import type { OpenedDocument } from "../../onboarding/documents.ts";

/** RFC 5987's encoding of a file name for `filename*=UTF-8''…`. */
function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function sendDocument(reply: FastifyReply, document: OpenedDocument) {
  return reply
    .header("content-type", document.contentType)
    .header("content-disposition", `attachment; filename*=UTF-8''${encodeFileName(document.name)}`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox")
    .send(document.bytes);
}
