// How a document goes back to a browser, for the customer and for staff: as a download of the type its bytes were
// recognised as, under its cleaned name (document-name.ts).
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "../../onboarding/document-name.ts";
import type { OpenedDocument } from "../../onboarding/documents.ts";
import { sendAttachment } from "../attachment.ts";

export function sendDocument(reply: FastifyReply, document: OpenedDocument) {
  return sendAttachment(reply, {
    contentType: document.contentType,
    disposition: attachmentDisposition(document.name),
    body: document.bytes,
  });
}
