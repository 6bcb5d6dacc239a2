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
 * The policy of a document answered for the console's viewer, which shows an image as an <img> and draws a PDF with
 * PDF.js from these bytes (site/src/islands/admin/applications/pdf-pages.ts): `sandbox` gives the answer, opened on
 * its own, an opaque origin and runs no script of it (an HTML page named .jpg never gets this far: the type is the
 * one its bytes were recognised as, and nosniff holds the browser to it); it loads nothing but itself (an image's own
 * document styles it inline); no page frames it (X-Frame-Options DENY stays, as on every answer). Chromium's PDF
 * viewer is not used: it runs a PDF's JavaScript, CSP sandbox or not, and refuses a sandboxed frame.
 */
export const DOCUMENT_VIEW_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; " +
  "base-uri 'none'; form-action 'none'";

/** A document for the console's in-page viewer: inline, of its recognised type, never sniffed, cached or framed. */
export function sendDocumentForViewing(reply: FastifyReply, document: OpenedDocument) {
  return reply
    .header("content-type", document.contentType)
    .header("content-disposition", inlineDisposition(document.name))
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", DOCUMENT_VIEW_POLICY)
    .send(document.bytes);
}
