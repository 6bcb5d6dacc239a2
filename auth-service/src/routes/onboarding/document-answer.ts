// How a document goes back to a browser, for the customer and for staff: as a download of the type its bytes were
// recognised as, under its cleaned name (document-name.ts); and, for the staff console's viewer only, inline.
import type { FastifyReply } from "fastify";
import { attachmentDisposition, inlineDisposition } from "../../onboarding/document-name.ts";
import type { OpenedDocument } from "../../onboarding/documents.ts";
import { sendAttachment } from "../attachment.ts";

export function sendDocument(reply: FastifyReply, document: OpenedDocument) {
  return sendAttachment(reply, {
    contentType: document.contentType,
    disposition: attachmentDisposition(document.name),
    body: document.bytes,
  });
}

/**
 * The policy of a document shown in the console's viewer. `sandbox` gives it an opaque origin and runs no script of
 * it (an HTML page named .jpg never gets this far: the type is the one its bytes were recognised as, and nosniff
 * holds the browser to it); it loads nothing but itself (an image's own document styles it inline); only a page of
 * this origin may frame it. Chromium's PDF viewer renders under it; it refuses a PDF in a frame with the sandbox
 * attribute, which is why the console's frame has none and the policy travels with the document instead.
 */
export const DOCUMENT_VIEW_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; " +
  "base-uri 'none'; form-action 'none'";

/**
 * A document for the console's in-page viewer: inline, of its recognised type, never sniffed or cached, framed by
 * this origin's pages only. Every other answer of the service keeps frame-ancestors 'none' and X-Frame-Options DENY.
 */
export function sendDocumentForViewing(reply: FastifyReply, document: OpenedDocument) {
  return reply
    .header("content-type", document.contentType)
    .header("content-disposition", inlineDisposition(document.name))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", DOCUMENT_VIEW_POLICY)
    .header("x-frame-options", "SAMEORIGIN")
    .send(document.bytes);
}
