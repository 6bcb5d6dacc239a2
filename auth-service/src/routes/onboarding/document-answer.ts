// How a document goes back to a browser, for the customer and for staff: as a download (RFC 6266 attachment) of the
// type its bytes were recognised as, under its cleaned name (document-name.ts), never sniffed or rendered in the
// service's origin, never cached.
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "../../onboarding/document-name.ts";
import type { OpenedDocument } from "../../onboarding/documents.ts";

export function sendDocument(reply: FastifyReply, document: OpenedDocument) {
  return reply
    .header("content-type", document.contentType)
    .header("content-disposition", attachmentDisposition(document.name))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox")
    .send(document.bytes);
}
